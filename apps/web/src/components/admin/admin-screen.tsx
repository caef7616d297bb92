"use client";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { AuditLog } from "./audit-log";
import { ReportQueue } from "./report-queue";
import { VerificationQueue } from "./verification-queue";
import { ADMIN_TEXTS as T } from "./texts";

/** `/admin` (docs/product-rules.md#moderation): the open queue, the resolved reports and the audit log. */
export function AdminScreen() {
  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-gray-900">{T.heading}</h1>
        <p className="text-sm text-gray-600">{T.subtitle}</p>
      </header>
      <Tabs defaultValue="open">
        <TabsList aria-label={T.heading}>
          <TabsTrigger value="open">{T.tabs.open}</TabsTrigger>
          <TabsTrigger value="verifications">{T.tabs.verifications}</TabsTrigger>
          <TabsTrigger value="resolved">{T.tabs.resolved}</TabsTrigger>
          <TabsTrigger value="audit">{T.tabs.audit}</TabsTrigger>
        </TabsList>
        <TabsContent value="open" className="mt-4">
          <ReportQueue status="open" />
        </TabsContent>
        <TabsContent value="verifications" className="mt-4">
          <VerificationQueue />
        </TabsContent>
        <TabsContent value="resolved" className="mt-4">
          <ReportQueue status="resolved" />
        </TabsContent>
        <TabsContent value="audit" className="mt-4">
          <AuditLog />
        </TabsContent>
      </Tabs>
    </div>
  );
}

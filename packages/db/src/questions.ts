/**
 * The 15 personality questions (spec §3). Each has a distinct category so a
 * shared answer can be named in a match ("You both: Planning, Humour…").
 * `id` doubles as the answer's bit position + 1 in profiles.answer_bits.
 */
export const PERSONALITY_QUESTIONS = [
  {
    id: 1,
    category: "Social Energy",
    question: "After a long week, what recharges you more?",
    optionA: "A lively night out with friends",
    optionB: "A quiet night in",
  },
  {
    id: 2,
    category: "Planning",
    question: "How do you like to spend a free weekend?",
    optionA: "With a plan made in advance",
    optionB: "Seeing where the day takes me",
  },
  {
    id: 3,
    category: "Conflict",
    question: "When you disagree with someone you care about, you tend to…",
    optionA: "Talk it through right away",
    optionB: "Take some time to cool off first",
  },
  {
    id: 4,
    category: "Communication",
    question: "How do you like to stay in touch during the day?",
    optionA: "Frequent messages and check-ins",
    optionB: "A proper catch-up at the end of the day",
  },
  {
    id: 5,
    category: "Adventure",
    question: "On holiday, you would rather…",
    optionA: "Explore somewhere new and unfamiliar",
    optionB: "Go back to a favourite place",
  },
  {
    id: 6,
    category: "Decision-Making",
    question: "When making a big decision, you rely more on…",
    optionA: "Facts and careful reasoning",
    optionB: "Your gut feeling",
  },
  {
    id: 7,
    category: "Affection",
    question: "You mostly show you care through…",
    optionA: "Kind words and compliments",
    optionB: "Actions and thoughtful gestures",
  },
  {
    id: 8,
    category: "Home Life",
    question: "Your ideal home is…",
    optionA: "Tidy and organised",
    optionB: "Lived-in and relaxed",
  },
  {
    id: 9,
    category: "Money",
    question: "With money, you are more of a…",
    optionA: "Saver who plans ahead",
    optionB: "Spender who enjoys the moment",
  },
  {
    id: 10,
    category: "Ambition",
    question: "Right now, what matters more to you?",
    optionA: "Growing my career or big goals",
    optionB: "Time for life outside of work",
  },
  {
    id: 11,
    category: "Humour",
    question: "Your sense of humour is more…",
    optionA: "Playful and silly",
    optionB: "Dry and witty",
  },
  {
    id: 12,
    category: "Daily Rhythm",
    question: "You feel most alive…",
    optionA: "Early in the morning",
    optionB: "Late at night",
  },
  {
    id: 13,
    category: "Personal Space",
    question: "In a relationship, you prefer…",
    optionA: "Doing most things together",
    optionB: "Plenty of time for your own interests",
  },
  {
    id: 14,
    category: "Date Style",
    question: "Your idea of a great date is…",
    optionA: "Something active, like a hike or dancing",
    optionB: "Something cosy, like dinner or a film",
  },
  {
    id: 15,
    category: "Openness",
    question: "When it comes to sharing feelings, you…",
    optionA: "Open up quickly",
    optionB: "Open up slowly, once trust is built",
  },
] as const;

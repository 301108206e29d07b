import { LEGAL_CONTACT_EMAIL, type LegalDocument } from "./legal-document";

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  summary: "The rules for using Textpal. By texting Textpal you agree to them.",
  sections: [
    {
      heading: "1. The service",
      blocks: [
        "Textpal is a personal assistant you reach by text message. An AI answers your messages in ongoing conversations, can look at photos you send, can set reminders in your timezone, and learns about you from your conversations to give more useful replies. It can also send you links to interactive pages it creates for you.",
        "You need a mobile phone number that can send and receive text messages, and you must be at least 13 years old. If you are under 18, a parent or guardian must agree to these terms for you.",
      ],
    },
    {
      heading: "2. Free tier",
      blocks: [
        "Textpal is free to start. The free tier includes a limited number of free messages, 20 by default; we may change that number and will tell you when you have used your free messages. Free use may include advertisements sent as part of the conversation, and offers the basic AI features.",
      ],
    },
    {
      heading: "3. Premium",
      blocks: [
        "Premium costs $5. It gives you unlimited messages, no advertisements, priority response times and all features. When you reach the end of your free messages, Textpal texts you how to pay; Premium starts once your payment is confirmed.",
        "Subscription fees are non-refundable, except where the law requires a refund.",
      ],
    },
    {
      heading: "4. Referrals",
      blocks: [
        "Every user gets a referral code. When someone joins Textpal with your code, you earn extra free messages. Referral rewards have no cash value and cannot be transferred. At times Textpal may only accept new users who have a valid referral code.",
      ],
    },
    {
      heading: "5. Acceptable use",
      blocks: [
        "Please use Textpal fairly. You agree not to:",
        [
          "break the law, or use Textpal to harass, threaten, defraud or impersonate anyone;",
          "send spam, or content that sexually exploits minors, promotes violence or infringes someone else's rights;",
          "send other people's personal information without their permission;",
          "try to overload, break into or reverse engineer the service, or get around message limits and payments;",
          "use automated systems to send messages to Textpal.",
        ],
        "We may limit, suspend or end access for numbers that break these rules.",
      ],
    },
    {
      heading: "6. AI answers can be wrong",
      blocks: [
        "Replies are written by an AI. They can be incomplete, out of date or simply wrong, and they are not medical, legal, financial or other professional advice. Check anything important with a reliable source or a qualified person. Do not rely on Textpal in an emergency: call your local emergency number. Reminders are sent on a best-effort basis and may arrive late or not at all if a network fails.",
      ],
    },
    {
      heading: "7. Shareable pages",
      blocks: [
        "Pages that Textpal generates for you, such as checklists, maps or tables, are visible to anyone with the link, and interactive parts can be changed by anyone with the link. Do not put anything on them that you want to keep private.",
      ],
    },
    {
      heading: "8. Your content",
      blocks: [
        "You keep ownership of what you send. You allow us to store and process it, including sending it to our AI provider, only to run Textpal for you, as described in the Privacy Policy.",
      ],
    },
    {
      heading: "9. Opting out",
      blocks: [
        "Reply STOP to opt out; you will get one confirmation and then no more messages. Reply HELP for help. Message frequency depends on how you use the service. Msg&data rates may apply, according to your mobile plan. Opting out does not entitle you to a refund of fees already paid.",
      ],
    },
    {
      heading: "10. Availability and liability",
      blocks: [
        'Textpal is provided "as is". We work to keep it running but do not promise it will always be available, for example during maintenance. To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability to you is limited to the amount you paid us in the twelve months before the claim.',
      ],
    },
    {
      heading: "11. Changes",
      blocks: [
        "We may update these terms or the service, including prices and the number of free messages. We will update the effective date above, and tell you by text message before a significant change takes effect. If you keep using Textpal after that, the new terms apply.",
      ],
    },
    {
      heading: "12. Contact",
      blocks: [
        `Questions about these terms or a payment? Write to ${LEGAL_CONTACT_EMAIL}, or reply HELP to any Textpal message.`,
      ],
    },
  ],
};

import type { RetentionPeriods } from "@shared/page-rendering";
import { LEGAL_CONTACT_EMAIL, type LegalDocument } from "./legal-document";

/** "for 30 days", or until erased when the period is off or not known here. */
function keptFor(days: number | null | undefined): string {
  if (!days) return "until you erase them";
  return `for ${days === 1 ? "1 day" : `${days.toLocaleString("en-US")} days`}, then deleted`;
}

/**
 * The privacy policy, stating the retention periods in force (MESSAGE_RETENTION_DAYS,
 * MEDIA_RETENTION_DAYS) when the page was drawn with them, and in general words otherwise.
 */
export const privacyPolicy = (retention?: RetentionPeriods | null): LegalDocument => ({
  title: "Privacy Policy",
  summary: "What Textpal collects when you text it, why, who else sees it, and the choices you have.",
  sections: [
    {
      heading: "1. Who we are",
      blocks: [
        "Textpal is a personal assistant you use by sending text messages (SMS and MMS) to a Textpal phone number. An AI writes the replies. This policy explains how we handle information about you when you use Textpal, open a page that Textpal shares with you, or visit this website.",
      ],
    },
    {
      heading: "2. What we collect",
      blocks: [
        "We only collect what we need to run the assistant:",
        [
          "Your phone number. It is how Textpal knows who is texting and where to send replies.",
          "Message content: the texts you send and the replies Textpal sends back, kept together as conversation threads. In a group conversation this includes the other participants' numbers and messages.",
          "Media files: photos and other files you send by MMS, so the assistant can look at them and answer.",
          "A user profile: short notes the assistant builds from your conversations (for example your name, preferences or things you asked it to remember) so that replies fit you better.",
          "Your timezone, so reminders and times are right for where you are.",
          "Payment information for premium users: which payment method you used and the details needed to match your payment to your number (such as the name or handle on the payment). We do not receive or store card numbers.",
          "Referral codes: your own code and, if you joined with someone else's code, whose code it was.",
          "Counts of successful referrals, so we can give you the free messages you earned.",
          "Free-message usage counts, so we know how many of your free messages you have used.",
          "Basic activity data, such as when you joined, when you last sent a message and how many messages you have sent.",
        ],
        "This website does not set advertising or tracking cookies. Visitors are not asked to sign in; the administrator console uses one cookie to keep an administrator signed in.",
      ],
    },
    {
      heading: "3. How we use it",
      blocks: [
        [
          "To read your messages and send replies, reminders and any announcements about the service.",
          "To personalise replies using your profile and timezone.",
          "To apply the free tier, Premium and referral rewards, and to show advertisements to free users.",
          "To keep the service working and safe: fixing problems, preventing abuse and answering support requests.",
        ],
        "We do not sell your personal information.",
      ],
    },
    {
      heading: "4. What the AI provider receives",
      blocks: [
        "Textpal uses a third-party AI provider to write replies. To answer a message, we send the provider the text of that message, recent messages from the same conversation, relevant notes from your profile, your timezone when it matters (for example for a reminder), and any photo you asked the assistant to look at.",
        "We do not send your payment information or your referral data to the AI provider. The provider processes this content to produce a reply for us; it does not receive it to advertise to you.",
      ],
    },
    {
      heading: "5. Other services that handle your data",
      blocks: [
        [
          "Our SMS provider and the mobile carriers carry messages between your phone and Textpal, so they see your phone number and message content.",
          "Our hosting and database providers store the data described above on our behalf.",
          "If you pay for Premium through a payment app, that app handles the payment under its own privacy policy.",
          "Advertisers do not receive your phone number or your messages. Advertisements are chosen by subscription tier, not by reading your conversations.",
        ],
        "We may also disclose information when the law requires it, or to protect people's safety or the service against fraud and abuse.",
      ],
    },
    {
      heading: "6. Pages you share",
      blocks: [
        "Textpal can create interactive pages for you, such as a checklist, a map or a table, and send you a link. Anyone who has that link can open the page and see what is on it, and interactive parts such as checklists can be changed by anyone with the link. Only share the link with people you trust.",
        "Pages that show a map or a video load it from Google Maps or YouTube, which handle your visit under their own privacy policies and may set their own cookies.",
      ],
    },
    {
      heading: "7. Text message opt-out",
      blocks: [
        "You choose to receive messages from Textpal by texting it. Reply STOP at any time to opt out; we will confirm and then stop sending you messages. Reply HELP for help. Message frequency depends on how you use the service. Msg&data rates may apply.",
      ],
    },
    {
      heading: "8. How long we keep data",
      blocks: [
        "We keep your data while you use Textpal so the assistant can remember past conversations:",
        [
          `Your texts and Textpal's replies, including reminders and announcements already sent: ${keptFor(retention?.messageDays)}.`,
          `Photos and other files you send, and the written text of voice notes you send (their transcripts): ${keptFor(retention?.mediaDays)}.`,
          "Your profile, timezone, referral and payment information, reminders still to be sent, and pages Textpal made for you: until you erase them.",
        ],
        "When messages are deleted we keep only totals without any content, such as how many messages were sent on a day and what they cost.",
        "If you ask us to delete your data, or an administrator resets your account, your profile, referral information, activity data and conversations in which you are the only participant are deleted, together with their messages and any messages still waiting to be sent. Payment records may be kept longer where tax or accounting law requires it.",
      ],
    },
    {
      heading: "9. Your choices and deletion requests",
      blocks: [
        `You can ask us for a copy of your data, to correct it, or to delete it, by writing to ${LEGAL_CONTACT_EMAIL} from an address where we can reach you and telling us the phone number you use with Textpal. We will confirm that the number is yours before acting, and we answer within 30 days. Deleting your data cannot be undone, and the assistant will no longer remember anything about you.`,
        [
          "To erase everything we hold about you, text DELETE MY DATA to Textpal, then reply YES DELETE within 10 minutes to confirm.",
          "To get a copy of your data, text EXPORT MY DATA: we text you a link to download it, which works once.",
        ],
        "After an erase, if you had opted out, we remember that only as a salted hash of your number, so that we never text you again without keeping the number itself.",
      ],
    },
    {
      heading: "10. Security",
      blocks: [
        "We protect data with access controls and encrypted connections, and only administrators who run the service can see user data. No system is perfectly secure, so please do not text Textpal passwords, card numbers or other secrets.",
      ],
    },
    {
      heading: "11. Children",
      blocks: [
        "Textpal is not meant for children under 13, and we do not knowingly collect information from them. If you believe a child under 13 has used Textpal, contact us and we will delete their data.",
      ],
    },
    {
      heading: "12. Changes to this policy",
      blocks: [
        "If we change this policy, we will update the effective date above. If a change significantly affects how we use your information, we will tell you by text message before it takes effect.",
      ],
    },
    {
      heading: "13. Contact",
      blocks: [
        `Questions about privacy? Write to ${LEGAL_CONTACT_EMAIL}, or reply HELP to any Textpal message for help by text.`,
      ],
    },
  ],
});

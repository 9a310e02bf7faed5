import type { LegalDocument } from "./types";

export const disclaimer: LegalDocument = {
  slug: "disclaimer",
  path: "/disclaimer",
  title: "Medical Disclaimer",
  description:
    "BioLife supplements and health content are for education and support, not a substitute for care from your doctor.",
  intro:
    "We care about your health, which is why we want to be clear about what our products and content can and cannot do.",
  sections: [
    {
      heading: "FDA statement",
      paragraphs: [
        "These statements have not been evaluated by the Food and Drug Administration. BioLife products are not intended to diagnose, treat, cure, or prevent any disease.",
      ],
    },
    {
      heading: "Not medical advice",
      paragraphs: [
        "The information on this website, including condition pages, articles, videos, quiz recommendations and community resources, is for general education only. It is not a substitute for professional medical advice, diagnosis or treatment, and it does not create a doctor-patient relationship.",
      ],
    },
    {
      heading: "Talk with your healthcare provider",
      paragraphs: [
        "Always consult your doctor, pharmacist or another qualified healthcare provider before starting any supplement, and never stop or change a prescribed medicine without their guidance. This is especially important if you:",
      ],
      items: [
        "are pregnant, nursing or planning a pregnancy;",
        "take prescription medicines, including blood thinners, blood pressure or diabetes medicines;",
        "manage a medical condition or have an upcoming surgery;",
        "are buying for someone under 18.",
      ],
    },
    {
      heading: "Nora, our AI Nutritionist",
      paragraphs: [
        "Nora offers educational information only. Not medical advice. Her answers are generated automatically, may be incomplete or wrong, and cannot take your full health history into account.",
      ],
    },
    {
      heading: "Results vary",
      paragraphs: [
        "Testimonials and success stories reflect the experiences of individual customers. Your results may differ and depend on many factors, including diet, activity, genetics and your overall health.",
      ],
    },
    {
      heading: "In an emergency",
      paragraphs: [
        "If you think you may have a medical emergency, call 911 or go to the nearest emergency room right away. Stop using any product and contact your healthcare provider if you have an unexpected reaction.",
      ],
    },
  ],
};

//! The decisions of the 'Other (Beta)' frame (`drafting/outlines/custom-frame/*.toml`) that read the customer's
//! own document: its title, description and answered questions. The customer's text always goes in as plain text
//! (never read as markup); the frame's own wording is the templates `drafting/clauses/custom-frame/**`.

use super::{template_with, Roles};
use crate::domain::DocumentType;
use crate::drafting::library::Vars;
use crate::drafting::model::{Clause, Paragraph};
use crate::drafting::notes::Notes;
use crate::drafting::order::Ctx;

/// The customer's custom type, trimmed: its title, description, every question and the answered ones.
pub(crate) struct CustomInput<'a> {
    pub title: String,
    pub description: &'a str,
    /// Every question with its answer, trimmed (answered or not).
    pub questions: Vec<(&'a str, &'a str)>,
}

impl<'a> CustomInput<'a> {
    /// The order's custom document; "Agreement" when it has no name (or the document type's own label).
    pub(crate) fn of(ctx: &Ctx<'a>) -> CustomInput<'a> {
        let custom = ctx.request.custom_document.as_ref();
        let name = custom.map(|c| c.name.trim()).unwrap_or_default();
        let title = if name.is_empty() || name == DocumentType::Other.label() {
            "Agreement".to_string()
        } else {
            name.to_string()
        };
        let description = custom.map(|c| c.description.trim()).unwrap_or_default();
        let questions = custom
            .map(|c| c.questions.iter().map(|qa| (qa.question.trim(), qa.answer.trim())).collect())
            .unwrap_or_default();
        CustomInput { title, description, questions }
    }

    /// The questions with an answer, in order.
    pub(crate) fn answered(&self) -> impl Iterator<Item = (&'a str, &'a str)> + '_ {
        self.questions.iter().copied().filter(|(q, a)| !q.is_empty() && !a.is_empty())
    }

    /// The description's lines as plain paragraphs (none when there is no description).
    pub(crate) fn description_paragraphs(&self) -> Vec<Paragraph> {
        self.description.lines().map(str::trim).filter(|l| !l.is_empty()).map(Paragraph::plain).collect()
    }

    /// The customer's questions and answers as clauses: the question (without its question mark) as the heading.
    pub(crate) fn answers_as_clauses(&self) -> Vec<Clause> {
        self.answered()
            .map(|(question, answer)| {
                let heading = question.trim_end_matches('?').trim().to_string();
                let paragraphs =
                    answer.lines().map(str::trim).filter(|l| !l.is_empty()).map(Paragraph::plain).collect();
                Clause::new(Some(heading), paragraphs)
            })
            .collect()
    }
}

/// The agreement's Background: its lead-in (the template `id`, rendered with the document's vocabulary `base`), then
/// the description word for word (a generic lead-in without one).
pub(crate) fn agreement_background(ctx: &Ctx, id: &str, base: &Vars) -> Clause {
    let input = CustomInput::of(ctx);
    let described = input.description_paragraphs();
    let vars = base.clone().with("described", !described.is_empty());
    let mut background = template_with(id, &vars);
    background.paragraphs.extend(described);
    background
}

/// The research notes of the agreement frame that name the kind's roles, around the protected-disclosure laws
/// (`why` says why the whistleblower immunity applies).
pub(crate) fn agreement_notes(ctx: &Ctx, roles: &Roles, why: &str, notes: &mut Notes) {
    notes.adapted(format!(
        "Framed as an agreement between the business ({}) and the other party ({}), with signature blocks.",
        roles.owner_label, roles.other_label
    ));
    super::confidentiality::protected_disclosure_laws(ctx, why, false, notes);
}

/// The business's notice or policy opening: its title (the customer's) and the business, then the effective date.
pub(crate) fn notice_opening(ctx: &Ctx, roles: &Roles) -> Vec<Paragraph> {
    let input = CustomInput::of(ctx);
    let vars = Vars::order(roles, ctx)
        .customer("title", &input.title)
        .with("business_party", super::parties::published_business(ctx));
    template_with("custom-frame/notice/opening", &vars).paragraphs
}

/// The notice's purpose: the description word for word, else a generic sentence.
pub(crate) fn notice_purpose(ctx: &Ctx, roles: &Roles) -> Clause {
    let described = CustomInput::of(ctx).description_paragraphs();
    if described.is_empty() {
        template_with("custom-frame/notice/purpose", &Vars::roles(roles))
    } else {
        Clause::new(None, described)
    }
}

/// Who the notice applies to: the persons an answer describes, when a question asks who it applies to or covers;
/// else a line to fill in, with a review point.
pub(crate) fn notice_who_applies(ctx: &Ctx, roles: &Roles, notes: &mut Notes) -> Clause {
    let covers_who = CustomInput::of(ctx).answered().any(|(q, _)| {
        let q = q.to_lowercase();
        q.contains("who") && (q.contains("appl") || q.contains("cover"))
    });
    if !covers_who {
        notes.review("Say who the document applies to (for example customers, employees or visitors): the draft leaves a line to fill in.");
    }
    let vars = Vars::roles(roles).with("answered", covers_who).with("blank", crate::drafting::model::BLANK);
    template_with("custom-frame/notice/who-this-applies-to", &vars)
}

/// The 'Special Terms' section of the notice, with the customer's instructions, when there are any.
pub(crate) fn notice_special_terms(
    ctx: &Ctx,
    roles: &Roles,
    notes: &mut Notes,
) -> Option<crate::drafting::model::Section> {
    let intro = template_with("custom-frame/notice/special-terms-intro", &Vars::roles(roles));
    let intro = intro.paragraphs.first().map(Paragraph::text).unwrap_or_default();
    super::custom::section(ctx.request, &intro, notes)
}

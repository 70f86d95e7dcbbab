//! 'Other (Beta)': a document built from the customer's own name, description and answers. The name is read for
//! its meaning (see [`super::custom_kinds`]): a custom kind of the catalog is drafted in its frame (an agreement
//! between two sides, the members of an entity, an employer and employee) with the business on the side the order
//! names; a name the library drafts with another outline (an NDA) is drafted with it; a notice or policy the
//! business issues gets the notice frame. A name the offline engine cannot draft well is refused before payment
//! when it drafts alone; drafted anyway (for an AI provider's clause plan), it is the general agreement with a review
//! point saying so. The customer's text always goes in as plain text, and every question left unanswered becomes a
//! review point.

use super::clauses::custom_frame::CustomInput;
use super::custom_kinds::{self, CustomKind, InFrame, Resolved};
use super::drafter;
use super::library::{Library, LibraryError, Roles};
use super::model::DraftDocument;
use super::notes::Notes;
use super::order::Ctx;
use super::signature::needs_signature;
use crate::domain::details::Mutuality;
use crate::drafting::messages::{context, fixed_message, message};

/// Drafts the order's custom document; the frames, the catalog and the custom kinds come from `library`.
pub(crate) fn draft(library: &Library, ctx: &Ctx, notes: &mut Notes) -> Result<DraftDocument, LibraryError> {
    let custom = CustomInput::of(ctx);
    let answered: Vec<(&str, &str)> = custom.answered().collect();

    notes.require(fixed_message("custom_document.customer_s_description_answers_included"));
    if !custom.description.is_empty() {
        notes.adapted(fixed_message("custom_document.customer_s_description_set_out"));
    } else {
        notes.review(fixed_message("custom_document.no_description_was_given_purpose"));
    }
    if !answered.is_empty() {
        notes.adapted(message(
            "custom_document.answered_question_s_became_clauses",
            context! { answered => answered.len() },
        ));
    }
    for (question, _) in custom.questions.iter().filter(|(q, a)| !q.is_empty() && a.is_empty()) {
        notes.review(message(
            "custom_document.unanswered_question_draft_relies_standard",
            context! { question => *question },
        ));
    }

    // The spec's rule reads the content too: the customer's own words are the only content that could carry
    // signature wording (the engine's notice wording never does).
    let customer_words: Vec<&str> =
        std::iter::once(custom.description).chain(answered.iter().flat_map(|(q, a)| [*q, *a])).collect();
    let signed = needs_signature(&custom.title, &customer_words.join("\n"));
    let general = || {
        custom_kinds::general(library)
            .ok_or_else(|| LibraryError::UnknownKind("the general custom kind (`general = true`)".into()))
    };
    let title = custom.title.as_str();
    match custom_kinds::resolve(library, title, custom.description) {
        Resolved::Route(route) => {
            let mutual = custom_kinds::route_is_mutual(route, title, ctx.request);
            let outline = match (&route.mutual_outline, mutual) {
                (Some(outline), true) => outline,
                _ => &route.outline,
            };
            notes.adapted(message(
                "custom_document.name_reads_drafted_product_s",
                context! { title => title, label => &route.label, mutual => mutual },
            ));
            drafter::draft(library, outline, ctx, notes)
        }
        Resolved::Kind(kind) => {
            if kind.spec.general {
                notes.review(message(
                    "custom_document.general_agreement_reads_general_business",
                    context! { title => title, state => ctx.state_name() },
                ));
            } else {
                notes.review(message("custom_document.beta_document_type_was_drafted", context! { title => title, article => a_or_an(&kind.spec.label), label => &kind.spec.label, state => ctx.state_name() }));
            }
            draft_kind(library, kind, title, ctx, notes)
        }
        Resolved::Notice(_) if !signed => {
            notes.review(fixed_message("custom_document.beta_document_type_notice_was"));
            drafter::draft_frame(library, "custom-frame/notice", None, title, ctx, notes)
        }
        Resolved::Notice(_) => {
            notes.review(fixed_message("custom_document.beta_document_type_name_reads"));
            draft_kind(library, general()?, title, ctx, notes)
        }
        resolved @ Resolved::Unsupported(_) => {
            let refusal = resolved.refusal(library.catalog(), title).unwrap_or_default();
            notes.review(message("custom_document.not_drafted_well_offline_draft", context! { refusal => refusal }));
            draft_kind(library, general()?, title, ctx, notes)
        }
    }
}

/// How mutual confidentiality names the parties in the frame's confidentiality sections.
fn mutual_roles<'a>(roles: &Roles<'a>) -> Roles<'a> {
    Roles {
        owner: "Disclosing Party",
        other: "Receiving Party",
        owner_label: "Disclosing Party",
        other_label: "Receiving Party",
        it: "it",
        its: "its",
        other_is_person: false,
        ..*roles
    }
}

/// Drafts `kind` in its frame with the business on the side the order names, and its confidentiality terms as the
/// kind and the order decide, saying so in the notes.
fn draft_kind(
    library: &Library,
    kind: CustomKind,
    title: &str,
    ctx: &Ctx,
    notes: &mut Notes,
) -> Result<DraftDocument, LibraryError> {
    let spec = kind.spec;
    let (side, named) = custom_kinds::business_side(&kind, ctx.request);
    let roles = kind.roles(side);
    if spec.sides.len() == 2 {
        let sides = format!("{} or {}", spec.sides[0], spec.sides[1]);
        match (named, ctx.request.details.business_role.as_deref()) {
            (Some(true), _) => notes.adapted(message(
                "custom_document.business_other_party_order_says",
                context! { owner => roles.owner, other => roles.other },
            )),
            (Some(false), Some(role)) => notes.review(message(
                "custom_document.order_s_side_not_one",
                context! { role => role, sides => sides, owner => roles.owner, other => roles.other },
            )),
            _ => notes.review(message(
                "custom_document.order_did_not_say_side",
                context! { sides => sides, owner => roles.owner, other => roles.other },
            )),
        }
    }
    if !custom_kinds::fits_business(&kind, ctx.request.business_type) {
        if let Some(message) = &spec.business_type_message {
            notes.review(message.as_str());
        }
    }

    let answer = ctx.request.details.mutuality;
    let mutual = match spec.confidentiality.as_str() {
        "mutual" => true,
        _ if spec.mutual_choice => answer.map_or(spec.mutual_by_default, |m| m == Mutuality::Mutual),
        _ => false,
    };
    let protected = match spec.confidentiality.as_str() {
        "business" | "mutual" => roles.owner,
        side => side,
    };
    let confidentiality = if mutual {
        mutual_roles(&roles)
    } else if protected == roles.owner {
        roles
    } else {
        kind.roles(if side == 0 { 1 } else { 0 })
    };
    // Kinds without sides or a choice (the members of an LLC, an employer) have their own confidentiality terms.
    if spec.sides.len() == 2 || spec.mutual_choice {
        confidentiality_notes(spec, &roles, protected, mutual, answer.is_some(), notes);
    }
    let frame = InFrame { kind, roles, confidentiality, mutual };
    drafter::draft_frame(library, &spec.frame, Some(&frame), title, ctx, notes)
}

/// What the confidentiality terms protect, and what the business can choose instead.
fn confidentiality_notes(
    spec: &super::library::KindSpec,
    roles: &Roles,
    protected: &str,
    mutual: bool,
    answered: bool,
    notes: &mut Notes,
) {
    let asked =
        if answered && spec.mutual_choice { fixed_message("custom_document.order_asks") } else { String::new() };
    if mutual {
        notes.adapted(message(
            "custom_document.confidentiality_mutual_each_party_protects",
            context! { asked => asked },
        ));
    } else if protected == roles.owner {
        notes.adapted(message(
            "custom_document.confidentiality_protects_s_information_one",
            context! { owner => roles.owner, asked => asked },
        ));
        if spec.mutual_choice && !answered {
            notes.review(message(
                "custom_document.confidentiality_protects_only_business_s",
                context! { owner => roles.owner, other => roles.other },
            ));
        }
    } else {
        let kind = format!("{} {}", a_or_an(&spec.label), spec.label);
        notes.adapted(message(
            "custom_document.confidentiality_protects_s_information_customarily",
            context! { protected => protected, kind => &kind, asked => asked },
        ));
        let choose = if spec.mutual_choice {
            fixed_message("custom_document.protect_business_s_own_information")
        } else {
            String::new()
        };
        notes.review(message(
            "custom_document.business_confidentiality_terms_protect_only",
            context! { owner => roles.owner, protected => protected, kind => kind, choose => choose },
        ));
    }
}

/// "an" before a label that starts with a vowel ("an asset purchase agreement"), else "a".
fn a_or_an(label: &str) -> &'static str {
    if label.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}

//! The one admission of an order (issue 22): every path that takes an order (create-checkout, start-generation,
//! generate-document, revise-document and the `draft` CLI) parses the form once into the typed order
//! ([`DocumentRequest`]), refuses an 'Other (Beta)' type the offline engine does not draft, and screens the customer
//! text once, here, before anything is spent. What comes out is the order a job keeps and plans from; what does not
//! is a [`Refusal`], worded the same for the API (`error.rs` maps it) and the CLI.

use crate::domain::document_data::FieldErrors;
use crate::domain::{DocumentData, DocumentRequest};
use crate::drafting::{self, screen};
use crate::screening::{self, TextClassifier};
use std::collections::BTreeMap;
use time::Date;

/// The error code of customer text that conflicts with a rule (contract C1).
pub const INSTRUCTIONS_CONFLICT: &str = "instructions_conflict";
/// The error code of an 'Other (Beta)' type the offline engine does not draft (contract C2).
pub const CUSTOM_TYPE_NOT_SUPPORTED: &str = "custom_type_not_supported";
/// The wire field of the custom type's name, where its refusal is shown.
const CUSTOM_TYPE_FIELD: &str = "specificDocumentType";
/// The wire field of a revision's plain-words request.
pub const CHANGES_FIELD: &str = "changes";

/// Why an order is not admitted.
#[derive(Debug)]
pub enum Refusal {
    /// The form is incomplete or malformed (spec §5 wording per field).
    Invalid(FieldErrors),
    /// An 'Other (Beta)' type the offline engine does not draft, with the sentence saying what to choose instead.
    UnsupportedCustomType(String),
    /// The order's customer text conflicts with a rule of its state.
    Conflicts(Vec<screen::Conflict<'static>>),
    /// A revision's plain-words request conflicts with a rule of the order's state.
    ConflictsInChanges(Vec<screen::Conflict<'static>>),
}

impl Refusal {
    /// The machine-readable code the API answers with.
    pub fn code(&self) -> &'static str {
        match self {
            Refusal::Invalid(_) => "invalid_document_data",
            Refusal::UnsupportedCustomType(_) => CUSTOM_TYPE_NOT_SUPPORTED,
            Refusal::Conflicts(_) | Refusal::ConflictsInChanges(_) => INSTRUCTIONS_CONFLICT,
        }
    }

    /// The sentence the buyer reads.
    pub fn message(&self) -> String {
        match self {
            Refusal::Invalid(errors) => {
                errors.first_message().unwrap_or("Please complete the document form.").to_string()
            }
            Refusal::UnsupportedCustomType(message) => message.clone(),
            Refusal::Conflicts(conflicts) | Refusal::ConflictsInChanges(conflicts) => {
                screen::message(conflicts).unwrap_or_default()
            }
        }
    }

    /// Each field's message, by wire field name, for the form to show beside the field.
    pub fn fields(&self) -> BTreeMap<String, String> {
        match self {
            Refusal::Invalid(errors) => {
                errors.0.iter().map(|(field, text)| (field.to_string(), text.clone())).collect()
            }
            Refusal::UnsupportedCustomType(message) => {
                BTreeMap::from([(CUSTOM_TYPE_FIELD.to_string(), message.clone())])
            }
            Refusal::Conflicts(conflicts) => {
                screen::field_messages(conflicts).into_iter().map(|(field, text)| (field.to_string(), text)).collect()
            }
            // The request was screened as the order's instructions; the buyer typed it in the changes box.
            Refusal::ConflictsInChanges(conflicts) => {
                let text = screen::field_messages(conflicts).into_values().next().unwrap_or_default();
                BTreeMap::from([(CHANGES_FIELD.to_string(), text)])
            }
        }
    }

    /// The families a screen refusal names, for the logs.
    fn families(&self) -> Vec<&'static str> {
        match self {
            Refusal::Conflicts(conflicts) | Refusal::ConflictsInChanges(conflicts) => {
                conflicts.iter().map(|c| c.family.id).collect()
            }
            _ => Vec::new(),
        }
    }
}

/// What an order is admitted against: the screen's classifier, whether the offline engine is the one drafting (it
/// refuses custom types it does not draft; an AI drafter drafts them on the general frame), and the day whose law
/// decides.
pub struct Admission<'a> {
    pub classifier: &'a dyn TextClassifier,
    pub offline_drafter: bool,
    pub as_of: Date,
}

/// An order parsed and of a kind that can be drafted, not yet screened: the step a caller may put a cheap limit
/// behind before the screen (which may ask an AI provider).
pub struct Parsed<'a> {
    admission: &'a Admission<'a>,
    order: DocumentRequest,
}

impl<'a> Admission<'a> {
    /// The whole admission: parsed, of a kind that can be drafted, screened.
    pub async fn admit(&'a self, data: &DocumentData) -> Result<DocumentRequest, Refusal> {
        self.parse(data)?.screen().await
    }

    /// The first half: the form parsed into the typed order, and the custom type checked.
    pub fn parse(&'a self, data: &DocumentData) -> Result<Parsed<'a>, Refusal> {
        let order = data.validate().map_err(Refusal::Invalid)?;
        if self.offline_drafter {
            if let Some(message) = drafting::custom_type_refusal(&order) {
                tracing::info!(document_type = %order.document_type, "refused an 'Other (Beta)' type the offline engine does not draft");
                return Err(Refusal::UnsupportedCustomType(message));
            }
        }
        Ok(Parsed { admission: self, order })
    }

    /// A revision: its plain-words `changes` are screened as the instructions of the revised order (a conflict names
    /// the changes box), then the revised form is admitted like any order.
    pub async fn admit_revision(&'a self, revised: &DocumentData, changes: &str) -> Result<DocumentRequest, Refusal> {
        let parsed = self.parse(revised)?;
        if !changes.trim().is_empty() {
            let mut asked = parsed.order.clone();
            asked.custom_instructions = changes.to_string();
            asked.custom_document = None;
            let conflicts = self.conflicts(&asked).await;
            if !conflicts.is_empty() {
                return Err(logged(Refusal::ConflictsInChanges(conflicts), &asked));
            }
        }
        parsed.screen().await
    }

    async fn conflicts(&self, order: &DocumentRequest) -> Vec<screen::Conflict<'static>> {
        screening::screen(self.classifier, order, self.as_of).await
    }
}

impl Parsed<'_> {
    /// The order without the customer's own words (instructions, a custom type's description and answers), for a
    /// plan that drafts none of them (`plan-document`): they were checked for their limits by the parse and are
    /// screened when the order itself is admitted.
    pub fn without_customer_words(mut self) -> Self {
        self.order.custom_instructions.clear();
        if let Some(custom) = self.order.custom_document.as_mut() {
            custom.description.clear();
            custom.questions.clear();
        }
        self
    }

    /// The second half: the customer text screened; the typed order when nothing conflicts.
    pub async fn screen(self) -> Result<DocumentRequest, Refusal> {
        let conflicts = self.admission.conflicts(&self.order).await;
        if conflicts.is_empty() {
            Ok(self.order)
        } else {
            Err(logged(Refusal::Conflicts(conflicts), &self.order))
        }
    }
}

fn logged(refusal: Refusal, order: &DocumentRequest) -> Refusal {
    tracing::info!(families = ?refusal.families(), document_type = %order.document_type, "customer text refused before payment or credit");
    refusal
}

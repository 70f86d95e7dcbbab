//! The labelled cases of the screen's corpus (`drafting/screen/corpus/*.toml`): what a customer typed, in which
//! state and document, and the family that makes it unlawful there, or `lawful`. The learned reader trains on them
//! ([`super::learned`]); [`super::corpus`] measures the screen on them.

use crate::domain::details::DocumentDetailsData;
use crate::domain::document_data::{CustomDocumentData, QuestionAnswer};
use crate::domain::{DocumentData, DocumentRequest};
use serde::Deserialize;
use std::collections::BTreeMap;

/// The label of a case that must pass.
pub const LAWFUL: &str = "lawful";

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Case {
    pub id: String,
    /// The family that makes the text unlawful in `state`, or [`LAWFUL`].
    pub family: String,
    /// The document type, as on the form.
    pub document: String,
    /// The business's state, where the worker works.
    pub state: String,
    /// What the customer typed in the instructions.
    pub text: String,
    /// Facts from 'Details that make your document stronger' (wire names), when the case needs them.
    #[serde(default)]
    pub details: BTreeMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileShape {
    case: Vec<Case>,
}

/// The cases of a corpus file.
pub fn parse(text: &str) -> Result<Vec<Case>, String> {
    let file: FileShape = toml::from_str(text).map_err(|e| e.to_string())?;
    Ok(file.case)
}

impl Case {
    /// The order the case stands for: a plain business of its state and document type, with its text as the
    /// custom instructions (an 'Other (Beta)' case is a consulting agreement).
    pub fn request(&self) -> Result<DocumentRequest, String> {
        let details: DocumentDetailsData =
            serde_json::from_value(serde_json::to_value(&self.details).map_err(|e| e.to_string())?)
                .map_err(|e| format!("{}: details: {e}", self.id))?;
        let custom_document = (self.document == "Other (Beta)").then(|| CustomDocumentData {
            specific_document_type: "Consulting Agreement".into(),
            document_description: "Monthly marketing advice for a fixed retainer".into(),
            question_answer_pairs: vec![QuestionAnswer {
                question: "How long does the engagement last?".into(),
                answer: "Twelve months".into(),
            }],
        });
        let data = DocumentData {
            document_type: self.document.clone(),
            business_name: "Acme Test Company".into(),
            business_type: "Limited Liability Company (LLC)".into(),
            state_jurisdiction: self.state.clone(),
            industry: "Technology".into(),
            protection_level: "Comprehensive".into(),
            special_clauses: vec![],
            custom_instructions: self.text.clone(),
            pricing_tier: "$19".into(),
            custom_document,
            details,
        };
        data.validate().map_err(|errors| format!("{}: not a valid order: {:?}", self.id, errors.0))
    }
}

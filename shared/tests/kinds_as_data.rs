//! The "document kind" recipe of docs/extending-the-engine.md, done: a kind that exists only as data (an outline and
//! its clause templates in tests/fixtures/kinds/photo-release), loaded through the same loader as the embedded
//! library and drafted through the engine.

use shared::domain::{BusinessType, DocumentRequest, DocumentType, Industry, ProtectionLevel, SpecialClause, UsState};
use shared::drafting::{plan_kind, Library};
use std::path::Path;

fn request(clauses: &[SpecialClause]) -> DocumentRequest {
    DocumentRequest {
        document_type: DocumentType::Other,
        business_name: "Acme **Studio** LLC".into(),
        business_type: BusinessType::Llc,
        state: UsState::Oregon,
        industry: Industry::Technology,
        protection_level: ProtectionLevel::Comprehensive,
        special_clauses: clauses.to_vec(),
        custom_instructions: String::new(),
        custom_document: None,
    }
}

fn library() -> Library {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/kinds/photo-release");
    Library::with_dir(&dir).unwrap_or_else(|e| panic!("the fixture kind loads: {e}"))
}

#[test]
fn a_kind_added_as_data_drafts_with_its_sections_and_text() {
    let as_of = time::macros::date!(2026 - 11 - 01);
    let plan = plan_kind(&library(), "photo-release", &request(&[]), as_of).expect("the kind drafts");
    let document = &plan.document;
    assert_eq!(document.title, "Photo Release");
    let headings: Vec<&str> = document.sections.iter().map(|s| s.heading.as_str()).collect();
    assert_eq!(headings, ["Release", "Governing Law and Venue", "General"]);
    let text = document.plain_text();
    assert!(text.contains("This Photo Release (this “Agreement”) is made as of"), "{text}");
    assert!(text.contains("1.1 Grant\n\nThe Subject grants the Company the right to use photographs"), "{text}");
    assert!(text.contains("in the technology sector"), "{text}");
    assert!(text.contains("under the laws of Oregon."), "{text}");
    assert!(text.contains("1.2 Consideration\n\nThe Subject receives no payment for this release."), "{text}");
    assert!(text.contains("governed by the laws of the State of Oregon"), "{text}");
    assert!(!text.contains("Ownership and No License"), "the conditional clause stays out: {text}");
    // The customer's business name stays as typed: its asterisks are not read as bold markup.
    assert!(text.contains("between Acme **Studio** LLC, an Oregon limited liability company"), "{text}");
    assert_eq!(document.signature_parties.len(), 2);
    assert_eq!(document.signature_parties[1].role, "Subject");
    let research = &plan.research;
    assert!(research.required_provisions.iter().any(|r| r == "Grant of the right to use the Subject's image"));
    assert!(research.review_points.iter().any(|r| r.contains("parent or guardian")));
    assert!(research.adaptations.iter().any(|a| a == "Governing law and venue: State of Oregon."));
}

#[test]
fn a_condition_in_the_outline_adds_its_clause_and_note() {
    let as_of = time::macros::date!(2026 - 11 - 01);
    let plan = plan_kind(&library(), "photo-release", &request(&[SpecialClause::IntellectualProperty]), as_of)
        .expect("the kind drafts");
    assert!(plan.document.plain_text().contains("1.3 Ownership and No License"));
    assert!(plan.research.adaptations.iter().any(|a| a.contains("other rights reserved")));
}

#[test]
fn a_misspelled_placeholder_in_a_new_kind_fails_to_load() {
    let dir = std::env::temp_dir().join(format!("kinds-as-data-typo-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("clauses/typo")).expect("temp dir");
    std::fs::write(dir.join("clauses/typo/bad.j2"), "### Bad\nThe {{ ownr }} agrees.").expect("write");
    let error = Library::with_dir(&dir).err().expect("a misspelled placeholder fails the check");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(error.to_string().contains("typo/bad"), "{error}");
}

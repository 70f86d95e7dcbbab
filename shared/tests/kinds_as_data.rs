//! The "document kind" recipe of docs/extending-the-engine.md, done: a kind that exists only as data (an outline and
//! its clause templates in tests/fixtures/kinds/photo-release), loaded through the same loader as the embedded
//! library and drafted through the engine; and an 'Other (Beta)' custom kind added the same way
//! (tests/fixtures/kinds/custom-sponsorship), matched by the phrases of its name and drafted inside the
//! custom-agreement frame with the business on the side the order names.

use shared::domain::document_data::{CustomDocument, QuestionAnswer};
use shared::domain::{BusinessType, DocumentRequest, DocumentType, Industry, ProtectionLevel, SpecialClause, UsState};
use shared::drafting::{plan_custom, plan_kind, Library};
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
        details: Default::default(),
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

fn custom_request(name: &str, description: &str) -> DocumentRequest {
    DocumentRequest {
        custom_document: Some(CustomDocument {
            name: name.into(),
            description: description.into(),
            questions: vec![QuestionAnswer { question: "What is the event?".into(), answer: "A trade fair.".into() }],
        }),
        ..request(&[])
    }
}

fn library_with_sponsorship() -> Library {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/kinds/custom-sponsorship");
    Library::with_dir(&dir).unwrap_or_else(|e| panic!("the fixture custom kind loads: {e}"))
}

#[test]
fn a_custom_kind_added_as_data_is_picked_by_its_words_and_drafted_in_the_frame() {
    let as_of = time::macros::date!(2026 - 11 - 01);
    let library = library_with_sponsorship();
    // "sponsorship services" is longer than the service kind's "services": the name means a sponsorship.
    let plan = plan_custom(&library, &custom_request("Event Sponsorship Services Agreement", ""), as_of)
        .expect("the custom kind drafts");
    let document = &plan.document;
    assert_eq!(document.title, "Event Sponsorship Services Agreement");
    let headings: Vec<&str> = document.sections.iter().map(|s| s.heading.as_str()).collect();
    assert_eq!(&headings[..3], ["Purpose", "Sponsorship", "Agreed Terms"], "{headings:?}");
    assert!(headings.contains(&"Confidentiality") && headings.contains(&"General"), "{headings:?}");
    let text = document.plain_text();
    assert!(
        text.contains(
            "2.1 Sponsorship Benefits\n\nThe Organizer will give the Sponsor the following benefits at the Event"
        ),
        "{text}"
    );
    assert!(!text.contains("Exclusivity"), "the conditional clause stays out: {text}");
    // No side named: the business is the kind's usual side, and a review point says how to change it.
    assert_eq!(document.signature_parties[0].role, "Sponsor");
    assert_eq!(document.signature_parties[1].role, "Organizer");
    let research = &plan.research;
    assert!(
        research.review_points.iter().any(|r| r.starts_with(
            "Beta document type: “Event Sponsorship Services Agreement” was drafted as a sponsorship agreement"
        )),
        "{research:?}"
    );
    assert!(research.review_points.iter().any(|r| r.starts_with("The order did not say which side")));
    assert!(research.required_provisions.iter().any(|r| r.contains("use of the Sponsor's marks")));
    assert!(research.review_points.iter().any(|r| r.starts_with("Sponsorship: list the benefits")));
    assert!(research.laws.iter().any(|l| l.citation == "15 U.S.C. §§ 1051 to 1141n"), "the essentials' sources");

    // The business on the other side: the same clauses, the business named as the Organizer.
    let mut organizer = custom_request("Sponsorship Agreement", "");
    organizer.details.business_role = Some("organizer".into());
    let plan = plan_custom(&library, &organizer, as_of).expect("the custom kind drafts");
    assert_eq!(plan.document.signature_parties[0].role, "Organizer");
    assert!(plan.document.plain_text().contains("The Organizer will give the Sponsor the following benefits"));

    // The description picks it too, and the embedded kinds keep their meaning: a licence is still a licence.
    let by_description = plan_custom(&library, &custom_request("Agreement", "We sponsor a trade fair."), as_of)
        .expect("the custom kind drafts");
    assert!(by_description.document.sections.iter().any(|s| s.heading == "Sponsorship"));
    let licence = plan_custom(&library, &custom_request("Software License Agreement", ""), as_of)
        .expect("the license kind drafts");
    assert!(licence.document.sections.iter().any(|s| s.heading == "License"));
    assert!(!licence.document.sections.iter().any(|s| s.heading == "Sponsorship"));
}

#[test]
fn a_custom_kind_without_words_fails_to_load() {
    let dir = std::env::temp_dir().join(format!("kinds-as-data-no-words-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("outlines/custom")).expect("temp dir");
    let outline =
        "title = \"Agreement\"\n[kind]\nlabel = \"x\"\n[roles]\nowner = \"A\"\nother = \"B\"\npurpose = \"C\"\n";
    std::fs::write(dir.join("outlines/custom/empty.toml"), outline).expect("write");
    let error = Library::with_dir(&dir).err().expect("a kind no word picks fails the check");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(error.to_string().contains("custom/empty"), "{error}");
}

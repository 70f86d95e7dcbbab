//! The drafting library as data: every clause template renders for every role set with strict undefined names,
//! every clause an outline names exists and every template is used, and every builder an outline names exists.

use super::library::{Item, Library, Outline, Roles};
use super::{builders, industry};
use std::collections::BTreeSet;
use std::path::Path;

/// A role set for templates tried outside any outline (every document kind's own role set is in its outline).
const SAMPLE_ROLES: Roles<'static> = Roles {
    owner: "Company",
    other: "Client",
    purpose: "the Services",
    doc: "Agreement",
    end: "this Agreement ends",
    during: "the term of this Agreement",
    it: "it",
    its: "its",
    parties_defined: false,
    other_may_be_individual: true,
    owner_label: "Company",
    other_label: "Client",
    other_is_person: false,
};

#[test]
fn every_clause_template_renders_for_every_role_set() {
    let problems = Library::embedded().check(&[]);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_file_of_the_embedded_library_parses_and_every_template_compiles() {
    // A process reads the embedded library lazily (each outline, message file and template on first use); this is
    // where all of it is read at once.
    Library::embedded().compile_all().unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn a_library_from_files_is_read_whole_and_refuses_a_broken_file() {
    let broken = |name: &str, text: &str| Library::from_files([(name.to_string(), text.to_string())]).err();
    let error = broken("clauses/test/open.j2", "### Open\n{% if x %}never closed").expect("refused").to_string();
    assert!(error.starts_with("clauses/test/open.j2:"), "{error}");
    let error = broken("outlines/test.toml", "title = [").expect("refused").to_string();
    assert!(error.starts_with("outlines/test.toml:"), "{error}");
    let error = broken("messages/test.toml", "greeting = 'Hello {{ name'").expect("refused").to_string();
    assert!(error.starts_with("messages/test.toml:"), "{error}");
    let error = broken("messages/test.toml", "greeting = ").expect("refused").to_string();
    assert!(error.starts_with("messages/test.toml:"), "{error}");
}

#[test]
fn a_misspelled_placeholder_fails_the_check() {
    let files = [("clauses/test/typo.j2".to_string(), "### Typo\nThe {{ ownr }} agrees.".to_string())];
    let library = Library::from_files(files).expect("the template parses");
    let problems = library.check(&[SAMPLE_ROLES]);
    assert!(!problems.is_empty() && problems[0].contains("test/typo"), "{problems:?}");
}

#[test]
fn every_clause_an_outline_names_exists_and_every_template_is_used() {
    let library = Library::embedded();
    let known: BTreeSet<&str> = library.clause_ids().collect();
    let mut used = BTreeSet::new();
    for (kind, outline) in library.outlines() {
        for id in outline.clause_ids() {
            assert!(known.contains(id), "outline {kind} names the missing clause {id}");
            used.insert(id.to_string());
        }
        // A builder may be given a clause id as a parameter (the opening or lead-in a published document uses).
        used.extend(parameter_texts(outline).filter(|text| known.contains(text)).map(str::to_string));
    }
    // The non-compete table names the clauses a state requires with a lawful covenant.
    for id in super::rules::non_compete::check_every_row(time::macros::date!(2026 - 11 - 23)) {
        assert!(known.contains(id), "non_compete.toml names the missing clause {id}");
        used.insert(id.to_string());
    }
    // The industry profiles name their clause for outside parties.
    used.extend(industry::profiles().iter().filter_map(|p| p.counterparty_clause).map(String::from));
    // Clause builders in Rust render templates by id, as a quoted literal.
    let mut sources = String::new();
    read_sources(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src/drafting"), &mut sources);
    let unused: Vec<&str> =
        known.iter().copied().filter(|id| !used.contains(*id) && !sources.contains(&format!("\"{id}\""))).collect();
    assert!(unused.is_empty(), "clause templates no outline or builder uses: {unused:?}");
}

#[test]
fn every_builder_an_outline_names_exists() {
    for (kind, outline) in Library::embedded().outlines() {
        for name in outline.builders() {
            assert!(builders::NAMES.contains(&name), "outline {kind} names the unknown builder {name}");
        }
    }
}

#[test]
fn every_review_note_about_names_clauses_its_outline_drafts() {
    let mut abouts = 0;
    for (kind, outline) in Library::embedded().outlines() {
        // What names an outline's clauses: its items' templates and builders, its section builders, and the
        // special clauses `optional_sections` drafts as sections of their own.
        let items = outline.sections.iter().flat_map(|s| &s.clauses);
        let mut names: BTreeSet<&str> = items.filter_map(Item::name).collect();
        names.extend(outline.sections.iter().filter_map(|s| s.builder.as_deref()));
        if names.contains("optional_sections") {
            names.extend(["data-protection", "non-compete"]);
        }
        let builders = outline.research.builders.iter().filter_map(|item| match item {
            Item::Full(full) => Some(full.about.as_slice()),
            Item::Clause(_) => None,
        });
        for name in builders.chain(outline.research.review.iter().map(|r| r.about())).flatten() {
            assert!(names.contains(name.as_str()), "outline {kind}: `about` names {name}, which it does not draft");
            abouts += 1;
        }
    }
    assert!(abouts >= 20, "the outlines say what {abouts} review notes are about");
}

/// Every text parameter an outline passes to its builders and clauses.
fn parameter_texts(outline: &Outline) -> impl Iterator<Item = &str> {
    let items = outline.preamble.iter().chain(&outline.research.builders);
    let items = items.chain(outline.sections.iter().flat_map(|s| s.clauses.iter()));
    let item_params = items.filter_map(|item| match item {
        Item::Full(full) => Some(&full.params),
        Item::Clause(_) => None,
    });
    item_params
        .chain(outline.sections.iter().map(|s| &s.params))
        .flat_map(|params| params.values())
        .filter_map(|v| v.as_str())
}

fn read_sources(dir: &Path, out: &mut String) {
    for entry in std::fs::read_dir(dir).expect("the drafting sources are readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            read_sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") && !path.ends_with("library_tests.rs") {
            out.push_str(&std::fs::read_to_string(&path).expect("a source file is readable"));
        }
    }
}

#[test]
fn a_frame_slot_needs_a_custom_kind_and_frame_conditions_parse() {
    use super::library::{Condition, KindFlag};
    use crate::domain::{BusinessType, DocumentRequest, DocumentType, Industry, ProtectionLevel, UsState};
    let request = DocumentRequest {
        document_type: DocumentType::Other,
        business_name: "Acme LLC".into(),
        business_type: BusinessType::Llc,
        state: UsState::Oregon,
        industry: Industry::Technology,
        protection_level: ProtectionLevel::Comprehensive,
        special_clauses: vec![],
        custom_instructions: String::new(),
        custom_document: None,
        details: Default::default(),
    };
    let as_of = time::macros::date!(2026 - 11 - 01);
    let error = super::plan_kind(Library::embedded(), "custom-frame/agreement", &request, as_of)
        .expect_err("the agreement frame drafted without a custom kind has nothing for its slot");
    assert!(error.to_string().contains("slot 'custom-kind'"), "{error}");
    let condition: Condition =
        toml::Value::from("special:intellectual-property and not custom-kind:own-term").try_into().expect("parses");
    let Condition::All(all) = condition else { panic!("'and' makes an All condition") };
    assert_eq!(all[1], Condition::Not(Box::new(Condition::CustomKind(KindFlag::OwnTerm))));
}

//! Golden documents: the exact text (every run, bold or plain, every heading, signature block and review note) of
//! every document in a wide matrix of orders, recorded once and compared on every run. Moving the engine's clause
//! text into templates, its outlines into data files or its rule tables into data must not change a single word a
//! customer reads; this test is what says so.
//!
//! The matrix: every type × every state × (no special clause, all of them); every type × each special clause alone
//! × eight states; every type × every industry × two states; every type × every business type × two states;
//! 'Other (Beta)' names of every kind × three states; and instruction texts that switch engine paths (verbatim
//! text, subscriptions, children, a non-compete asked for in words) × every type × three states; and the facts that
//! decide legality (pay, status, profession, work state, contract value, data sold or sensitive, mutual or one-way,
//! the other party) × every type × twenty states × (no clause, every clause).
//!
//! The documents are kept as text a reviewer reads in a diff (docs/decisions/0035): `golden/<type>.txt`, one file
//! per document type, whose Texas document (and each custom kind's) is written whole (Markdown, then which template
//! or builder drafted each clause, then the research and review points) and every other as where it differs from the
//! nearest document ([`parents_of`]), with a line of context. A wording change then shows in review as the words that
//! moved, in the whole documents and only where it touches a difference in the others.
//! - `scripts/golden` re-records them and shows the change word by word (`git diff --word-diff`); keep it by
//!   committing the files (say in the commit why the text changed), drop it with `git checkout`;
//! - `GOLDEN_UPDATE=1 cargo test -p shared --test golden_documents` only re-records.

use shared::domain::details::{
    Counterparty, CounterpartyEntity, Details, ExemptStatus, Mutuality, Profession, SensitiveData,
};
use shared::domain::document_data::{CustomDocument, QuestionAnswer};
use shared::domain::Cents;
use shared::domain::{BusinessType, DocumentRequest, DocumentType, Industry, ProtectionLevel, SpecialClause, UsState};
use shared::drafting::{consistency, plan, DraftDocument};
use similar::{ChangeTag, DiffTag, TextDiff};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::PathBuf;
use time::macros::date;

const TYPES: [DocumentType; 6] = [
    DocumentType::Nda,
    DocumentType::TermsOfService,
    DocumentType::PrivacyPolicy,
    DocumentType::FreelanceAgreement,
    DocumentType::EmploymentAgreement,
    DocumentType::Other,
];

/// States whose rows differ most across the rule tables.
const VARIED_STATES: [UsState; 8] = [
    UsState::California,
    UsState::Texas,
    UsState::NewYork,
    UsState::Washington,
    UsState::Massachusetts,
    UsState::Colorado,
    UsState::Montana,
    UsState::Louisiana,
];

/// Names that pick every kind of the 'Other (Beta)' catalog (the fifteen suggested types of spec §3 and the
/// separation agreement), a typed NDA, a policy, a general agreement, and a name the offline engine does not draft
/// (drafted anyway, as an AI provider's clause plan, with the review note saying so).
const CUSTOM_NAMES: [&str; 20] = [
    "Service Agreement",
    "Consulting Agreement",
    "Partnership Agreement",
    "Operating Agreement",
    "Sales Agreement",
    "Lease Agreement",
    "License Agreement",
    "Vendor Agreement",
    "Subcontractor Agreement",
    "Shareholder Agreement",
    "Asset Purchase Agreement",
    "Software License Agreement",
    "Distribution Agreement",
    "Joint Venture Agreement",
    "Independent Contractor Agreement",
    "Separation Agreement",
    "Mutual NDA",
    "Refund Policy",
    "Collaboration Agreement",
    "Promissory Note",
];

/// Twenty states for the facts: those whose rules turn on pay, status, profession, notices or data laws.
const FACT_STATES: [UsState; 20] = [
    UsState::California,
    UsState::Texas,
    UsState::NewYork,
    UsState::Washington,
    UsState::Massachusetts,
    UsState::Colorado,
    UsState::Montana,
    UsState::Louisiana,
    UsState::Illinois,
    UsState::Oregon,
    UsState::Minnesota,
    UsState::NorthDakota,
    UsState::Oklahoma,
    UsState::Virginia,
    UsState::Maryland,
    UsState::RhodeIsland,
    UsState::NewHampshire,
    UsState::Maine,
    UsState::Pennsylvania,
    UsState::Kentucky,
];

/// The facts a type's form asks for, in the combinations that switch the engine's decisions.
fn fact_sets(document_type: DocumentType) -> Vec<(&'static str, Details)> {
    let pay = |dollars: i64| Some(Cents(dollars * 100));
    let other_side = Counterparty {
        name: Some("Northwind Traders".into()),
        entity: Some(CounterpartyEntity::Business(BusinessType::Corporation)),
        state: Some(UsState::Delaware),
    };
    match document_type {
        DocumentType::EmploymentAgreement => vec![
            (
                "low-pay-non-exempt",
                Details { annual_pay: pay(48_000), exempt_status: Some(ExemptStatus::NonExempt), ..Details::default() },
            ),
            (
                "high-pay-exempt",
                Details {
                    annual_pay: pay(250_000),
                    exempt_status: Some(ExemptStatus::Exempt),
                    profession: Some(Profession::NotListed),
                    counterparty: Counterparty { name: Some("Sam Lee".into()), ..Counterparty::default() },
                    ..Details::default()
                },
            ),
            (
                "physician",
                Details {
                    annual_pay: pay(320_000),
                    exempt_status: Some(ExemptStatus::Exempt),
                    profession: Some(Profession::Physician),
                    ..Details::default()
                },
            ),
            (
                "works-in-california",
                Details {
                    annual_pay: pay(150_000),
                    exempt_status: Some(ExemptStatus::Exempt),
                    work_state: Some(UsState::California),
                    ..Details::default()
                },
            ),
        ],
        DocumentType::FreelanceAgreement => vec![
            (
                "small-contract",
                Details {
                    contract_value: pay(800),
                    payment_dates: Some("within 15 days of each invoice".into()),
                    counterparty: Counterparty {
                        entity: Some(CounterpartyEntity::Individual),
                        ..Counterparty::default()
                    },
                    ..Details::default()
                },
            ),
            ("large-contract", Details { contract_value: pay(60_000), counterparty: other_side, ..Details::default() }),
        ],
        DocumentType::PrivacyPolicy => vec![
            (
                "sells-nothing",
                Details {
                    sells_or_shares_data: Some(false),
                    targeted_advertising: Some(false),
                    sensitive_data: Some(vec![]),
                    ..Details::default()
                },
            ),
            (
                "sells-sensitive",
                Details {
                    sells_or_shares_data: Some(true),
                    targeted_advertising: Some(true),
                    sensitive_data: Some(vec![SensitiveData::Health, SensitiveData::Biometric]),
                    ..Details::default()
                },
            ),
            (
                "children",
                Details {
                    sells_or_shares_data: Some(false),
                    sensitive_data: Some(vec![SensitiveData::Children, SensitiveData::Teens]),
                    ..Details::default()
                },
            ),
        ],
        DocumentType::Nda => vec![
            (
                "mutual",
                Details {
                    mutuality: Some(Mutuality::Mutual),
                    purpose: Some("evaluating a joint venture".into()),
                    counterparty: other_side,
                    ..Details::default()
                },
            ),
            (
                "one-way-sole-proprietor",
                Details {
                    mutuality: Some(Mutuality::OneWay),
                    purpose: Some("reviewing our product roadmap".into()),
                    owner_name: Some("Jane Q. Owner".into()),
                    ..Details::default()
                },
            ),
        ],
        DocumentType::TermsOfService => vec![("answered-nothing", Details::default())],
        DocumentType::Other => vec![(
            "mutual-other-side",
            Details {
                mutuality: Some(Mutuality::Mutual),
                business_role: Some("Client".into()),
                counterparty: other_side,
                ..Details::default()
            },
        )],
    }
}

/// Instruction texts that take different engine paths.
const INSTRUCTIONS: [(&str, &str); 5] = [
    ("plain", "Payment is due within 15 days of each invoice."),
    (
        "verbatim",
        "Keep the tone formal.\nVERBATIM: The Parties agree that Section 4 survives for five (5) years.\n\nAlso mention our **office** in Austin.",
    ),
    ("subscription", "We sell a monthly subscription with a free trial that renews automatically."),
    ("children", "Our app is used by students and parents; some users are under 13."),
    ("noncompete-words", "Add a non-compete for two years across the United States."),
];

struct Case {
    key: String,
    request: DocumentRequest,
}

fn request(document_type: DocumentType, state: UsState) -> DocumentRequest {
    DocumentRequest {
        document_type,
        business_name: "Acme Widgets LLC".into(),
        business_type: BusinessType::Llc,
        state,
        industry: Industry::Technology,
        protection_level: ProtectionLevel::Comprehensive,
        special_clauses: Vec::new(),
        custom_instructions: String::new(),
        custom_document: (document_type == DocumentType::Other).then(|| custom("Consulting Agreement")),
        details: Default::default(),
    }
}

fn custom(name: &str) -> CustomDocument {
    CustomDocument {
        name: name.into(),
        description: "Acme will provide monthly consulting on supply chains.".into(),
        questions: vec![
            QuestionAnswer { question: "What are the payment terms?".into(), answer: "Net 30 from invoice.".into() },
            QuestionAnswer { question: "How long does it last?".into(), answer: String::new() },
        ],
    }
}

fn slug(text: &str) -> String {
    text.chars().map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { '-' }).collect()
}

fn cases() -> Vec<Case> {
    let mut cases = Vec::new();
    let mut add = |key: String, request: DocumentRequest| cases.push(Case { key, request });
    for t in TYPES {
        let tk = slug(t.label());
        for state in UsState::ALL {
            let sk = slug(state.name());
            add(format!("{tk}/{sk}/none"), request(t, state));
            let mut all = request(t, state);
            all.special_clauses = SpecialClause::ALL.to_vec();
            add(format!("{tk}/{sk}/all-clauses"), all);
        }
        for clause in SpecialClause::ALL {
            for state in VARIED_STATES {
                let mut r = request(t, state);
                r.special_clauses = vec![clause];
                add(format!("{tk}/{}/clause-{}", slug(state.name()), clause.id()), r);
            }
        }
        for &industry in Industry::ALL {
            for state in [UsState::California, UsState::Texas] {
                let mut r = request(t, state);
                r.industry = industry;
                add(format!("{tk}/{}/industry-{}", slug(state.name()), slug(industry.label())), r);
            }
        }
        for &business_type in BusinessType::ALL {
            for state in [UsState::California, UsState::NewYork] {
                let mut r = request(t, state);
                r.business_type = business_type;
                r.business_name = format!("Acme {}", business_type.label());
                add(format!("{tk}/{}/business-{}", slug(state.name()), slug(business_type.label())), r);
            }
        }
        for (name, text) in INSTRUCTIONS {
            for state in [UsState::California, UsState::Texas, UsState::NewYork] {
                let mut r = request(t, state);
                r.custom_instructions = text.into();
                r.special_clauses = vec![SpecialClause::NonCompete, SpecialClause::DataProtection];
                add(format!("{tk}/{}/instructions-{name}", slug(state.name())), r);
            }
        }
    }
    for name in CUSTOM_NAMES {
        for state in [UsState::California, UsState::Texas, UsState::NewYork] {
            for (label, clauses) in [("none", Vec::new()), ("all-clauses", SpecialClause::ALL.to_vec())] {
                let mut r = request(DocumentType::Other, state);
                r.custom_document = Some(custom(name));
                r.special_clauses = clauses;
                add(format!("other-custom/{}/{}/{label}", slug(name), slug(state.name())), r);
            }
        }
    }
    // The facts that decide legality (issue 10): every type × twenty states × its fact sets × no clause and every
    // clause.
    for t in TYPES {
        for state in FACT_STATES {
            for (facts, details) in fact_sets(t) {
                for (label, clauses) in [("none", Vec::new()), ("all-clauses", SpecialClause::ALL.to_vec())] {
                    let mut r = request(t, state);
                    r.details = details.clone();
                    r.special_clauses = clauses;
                    add(format!("facts/{}/{}/{facts}/{label}", slug(t.label()), slug(state.name())), r);
                }
            }
        }
    }
    // A custom document whose kind comes from its description, not its name.
    let mut by_description = request(DocumentType::Other, UsState::Oregon);
    by_description.custom_document = Some(CustomDocument {
        name: "Our Arrangement".into(),
        description: "We rent the warehouse space to a tenant month to month.".into(),
        questions: Vec::new(),
    });
    add("other-custom/by-description/oregon/none".into(), by_description);
    cases
}

fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

/// What a customer receives for the order, as text: the document as Markdown (every heading, run, bold or plain,
/// and signature block), which template or builder drafted each clause (the review notes' anchors), and the research
/// with its review points.
fn rendition(request: &DocumentRequest) -> String {
    // A fixed date, so rule values that take effect later do not change the recorded text until they are meant to.
    let plan = plan(request, date!(2026 - 11 - 23));
    // Headings without their numbers: the numbers follow from the order, which the text keeps, and a section added
    // near the top would otherwise change every heading after it. References in the text keep theirs.
    static NUMBERED: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r"(?m)^(#{2,3}) \d+\.(?:\d+)? ?").expect("heading number pattern")
    });
    let mut text = NUMBERED.replace_all(&plan.document.to_markdown(), "$1 ").into_owned();
    text.push_str("\n---- drafted by, clause by clause ----\n");
    for section in &plan.document.sections {
        for clause in &section.clauses {
            let _ = writeln!(text, "{}", clause.id.as_deref().unwrap_or("-"));
        }
    }
    let research = &plan.research;
    text.push_str("\n---- research ----\n");
    let _ = writeln!(text, "rules last checked: {}", research.rules_last_checked);
    for law in &research.laws {
        let _ = writeln!(text, "law: {} | {} | {}", law.name, law.citation, law.applies_because);
    }
    for (label, items) in [
        ("required", &research.required_provisions),
        ("adaptation", &research.adaptations),
        ("review point", &research.review_points),
    ] {
        for item in items {
            let _ = writeln!(text, "{label}: {item}");
        }
    }
    text
}

/// The lines where `text` differs from `base`, each hunk after an "@@" line with one line of context: " " both,
/// "-" only the base, "+" only this document, and "~" a line changed in place, as its words: "[-old-]{+new+}", with
/// the unchanged words far from a change left out ("…"). No line numbers, so a line added high in the base does not
/// touch every other document's record. Lossless against the base: what is left out is the base's own text.
fn differences(base: &str, text: &str) -> String {
    let diff = TextDiff::from_lines(base, text);
    let mut out = String::new();
    for group in diff.grouped_ops(1) {
        out.push_str("@@\n");
        for op in &group {
            let (tag, old, new) = op.as_tag_tuple();
            if tag == DiffTag::Replace && old.len() == new.len() {
                for (old_line, new_line) in diff.old_slices()[old].iter().zip(&diff.new_slices()[new]) {
                    out.push('~');
                    out.push_str(&words_changed(old_line.trim_end_matches('\n'), new_line.trim_end_matches('\n')));
                    out.push('\n');
                }
                continue;
            }
            for change in diff.iter_changes(op) {
                let sign = match change.tag() {
                    ChangeTag::Equal => ' ',
                    ChangeTag::Delete => '-',
                    ChangeTag::Insert => '+',
                };
                out.push(sign);
                out.push_str(change.value());
                if change.missing_newline() {
                    out.push('\n');
                }
            }
        }
    }
    if out.is_empty() {
        out.push_str("(the same)\n");
    }
    out
}

/// A line changed in place, as its words: each change marked "[-old-]{+new+}" (changes separated only by spaces read
/// as one), and the unchanged words more than four from a change left out ("…").
fn words_changed(old: &str, new: &str) -> String {
    const NEAR: usize = 4;
    let diff = TextDiff::from_words(old, new);
    // Runs of equal text, and changes with what they took out and put in.
    enum Piece {
        Same(String),
        Changed(String, String),
    }
    let mut pieces: Vec<Piece> = Vec::new();
    for change in diff.iter_all_changes() {
        let value = change.value();
        let spaces_only = value.chars().all(char::is_whitespace);
        match (change.tag(), pieces.last_mut()) {
            (ChangeTag::Equal, Some(Piece::Changed(out, put))) if spaces_only => {
                out.push_str(value);
                put.push_str(value);
            }
            (ChangeTag::Equal, Some(Piece::Same(text))) => text.push_str(value),
            (ChangeTag::Equal, _) => pieces.push(Piece::Same(value.to_string())),
            (tag, last) => {
                let (took, put) = match tag {
                    ChangeTag::Delete => (value, ""),
                    _ => ("", value),
                };
                match last {
                    Some(Piece::Changed(out, into)) => {
                        out.push_str(took);
                        into.push_str(put);
                    }
                    _ => pieces.push(Piece::Changed(took.to_string(), put.to_string())),
                }
            }
        }
    }
    let mut out = String::new();
    let count = pieces.len();
    for (index, piece) in pieces.into_iter().enumerate() {
        match piece {
            Piece::Changed(took, put) => {
                // Spaces the change swallowed at its end belong to the text after it.
                let (took, put) = (took.trim_end(), put.trim_end());
                let trailing = if index + 1 < count { " " } else { "" };
                if !took.is_empty() {
                    let _ = write!(out, "[-{took}-]");
                }
                if !put.is_empty() {
                    let _ = write!(out, "{{+{put}+}}");
                }
                out.push_str(trailing);
            }
            Piece::Same(text) => {
                let text = if index > 0 { text.trim_start().to_string() } else { text };
                let words: Vec<&str> = text.split_inclusive(' ').collect();
                let keep_head = if index == 0 { 0 } else { NEAR };
                let keep_tail = if index + 1 == count { 0 } else { NEAR };
                if words.len() > keep_head + keep_tail + 1 {
                    out.push_str(&words[..keep_head].concat());
                    out.push_str("… ");
                    out.push_str(&words[words.len() - keep_tail..].concat());
                } else {
                    out.push_str(&text);
                }
            }
        }
    }
    out.trim_end().to_string()
}

/// The state whose documents the others are written against: one with few rules of its own, so what another
/// state adds is written once, in that state's record.
const ROOT_STATE: &str = "texas";

/// The documents a case may be written against, nearest first: the same order in [`ROOT_STATE`]; the same order
/// without its variant (its special clauses, facts, a clause, an industry). Empty for a document written whole (each
/// type, and each custom kind, in the root state with nothing chosen).
fn parents_of(key: &str) -> Vec<String> {
    let parts: Vec<&str> = key.split('/').collect();
    let mut parents = Vec::new();
    match parts.as_slice() {
        ["facts", kind, state, facts, label] => {
            if *state != ROOT_STATE {
                parents.push(format!("facts/{kind}/{ROOT_STATE}/{facts}/{label}"));
            }
            if *label != "none" {
                parents.push(format!("facts/{kind}/{state}/{facts}/none"));
            }
            parents.push(format!("{kind}/{state}/{label}"));
        }
        ["other-custom", "by-description", ..] => {}
        ["other-custom", kind, state, label] => {
            if *state != ROOT_STATE {
                parents.push(format!("other-custom/{kind}/{ROOT_STATE}/{label}"));
            }
            if *label != "none" {
                parents.push(format!("other-custom/{kind}/{state}/none"));
            }
        }
        [kind, state, variant] => {
            if *state != ROOT_STATE {
                parents.push(format!("{kind}/{ROOT_STATE}/{variant}"));
            }
            if *variant != "none" {
                parents.push(format!("{kind}/{state}/none"));
            }
        }
        _ => {}
    }
    parents
}

/// Each document type's record: its file name and text. The type's document in the root state with nothing chosen
/// is written whole; every other as the lines where it differs from the nearest document it may be written against
/// ([`parents_of`]), so a state's rows show once, against the root state's document, and a clause once, against the
/// same state's document without it.
fn records(cases: &[Case]) -> BTreeMap<String, String> {
    let mut by_type: BTreeMap<&str, Vec<(&str, String)>> = BTreeMap::new();
    for case in cases {
        by_type.entry(case.request.document_type.label()).or_default().push((&case.key, rendition(&case.request)));
    }
    by_type
        .into_iter()
        .map(|(label, documents)| {
            let texts: BTreeMap<&str, &str> = documents.iter().map(|(key, text)| (*key, text.as_str())).collect();
            let mut text = format!(
                "# Golden documents: {label}. Re-record and review with scripts/golden.\n\
                 # The first documents are whole; each other one is the lines where it differs from the document named\n\
                 # after \"against\" (\"-\" that document's line, \"+\" its own, \"~\" a line changed in place, as its\n\
                 # words: [-old-]{{+new+}}, \"…\" for unchanged words), with a line of context.\n"
            );
            let mut ordered: Vec<(&str, &str, Option<String>)> = documents
                .iter()
                .map(|(key, document)| {
                    let parent = parents_of(key).into_iter().find(|parent| texts.contains_key(parent.as_str()));
                    (*key, document.as_str(), parent)
                })
                .collect();
            // The whole documents first, then the rest in the matrix's order.
            ordered.sort_by_key(|(_, _, parent)| parent.is_some());
            for (key, document, parent) in ordered {
                match parent {
                    None => {
                        let _ = write!(text, "\n==== {key} ====\n{document}");
                    }
                    Some(parent) => {
                        let _ = write!(
                            text,
                            "\n==== {key} against {parent} ====\n{}",
                            differences(texts[parent.as_str()], document)
                        );
                    }
                }
            }
            (format!("{}.txt", slug(label).trim_matches('-').replace("--", "-")), text)
        })
        .collect()
}

/// The first lines where the recorded file and the drafted one differ, for the failure message.
fn first_differences(recorded: &str, drafted: &str) -> String {
    let diff = TextDiff::from_lines(recorded, drafted);
    let mut out = String::new();
    for change in diff.iter_all_changes().filter(|c| c.tag() != ChangeTag::Equal).take(12) {
        let sign = if change.tag() == ChangeTag::Delete { "recorded" } else { "drafted " };
        let _ = write!(out, "\n    {sign}: {}", change.value().trim_end());
    }
    out
}

#[test]
fn every_document_of_the_matrix_reads_exactly_as_recorded() {
    let cases = cases();
    let mut keys = std::collections::BTreeSet::new();
    for case in &cases {
        assert!(keys.insert(case.key.as_str()), "two cases share the key {}", case.key);
    }
    assert!(cases.len() > 1_000, "the matrix shrank to {} cases", cases.len());
    let records = records(&cases);
    let dir = golden_dir();
    if std::env::var_os("GOLDEN_UPDATE").is_some() {
        std::fs::create_dir_all(&dir).expect("golden folder");
        for entry in std::fs::read_dir(&dir).expect("golden folder").flatten() {
            let name = entry.file_name().to_string_lossy().to_string();
            if !records.contains_key(&name) {
                std::fs::remove_file(entry.path()).expect("remove a record no type has");
            }
        }
        for (name, text) in &records {
            std::fs::write(dir.join(name), text).expect("write a golden record");
        }
        return;
    }
    let differing: Vec<String> = records
        .iter()
        .filter_map(|(name, text)| {
            // A record not written yet reads as empty, so the message shows what it would hold.
            let recorded = std::fs::read_to_string(dir.join(name)).unwrap_or_default();
            (recorded != *text).then(|| format!("{name}:{}", first_differences(&recorded, text)))
        })
        .collect();
    assert!(
        differing.is_empty(),
        "the drafted documents differ from shared/tests/golden (re-record and read the change with scripts/golden):\n{}",
        differing.join("\n")
    );
}

/// Every document of the matrix reads as one consistent text: the terms it uses are defined in it, its
/// cross-references point at something, and it makes each provision once (drafting::consistency).
#[test]
fn every_document_of_the_matrix_is_consistent() {
    let documents: Vec<(String, DraftDocument)> =
        cases().into_iter().map(|case| (case.key, plan(&case.request, date!(2026 - 11 - 23)).document)).collect();
    let vocabulary = consistency::vocabulary(documents.iter().map(|(_, document)| document));
    let mut problems: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (key, document) in &documents {
        for problem in consistency::check(document, &vocabulary) {
            problems.entry(problem.to_string()).or_default().push(key.clone());
        }
    }
    let report: Vec<String> = problems
        .iter()
        .map(|(problem, keys)| format!("{problem}\n    in {} documents, e.g. {}", keys.len(), keys[0]))
        .collect();
    assert!(problems.is_empty(), "{} kinds of problem:\n{}", problems.len(), report.join("\n"));
}

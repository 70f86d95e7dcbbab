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
//! The file `golden/documents.sha256` holds one SHA-256 per case of the document and its research as JSON.
//! - `GOLDEN_UPDATE=1 cargo test -p shared --test golden_documents` rewrites it (only when the change is meant:
//!   say so in the commit);
//! - `GOLDEN_DUMP=/some/dir` writes each case's document as Markdown and its research as JSON there, so two
//!   builds' dumps can be compared with `diff -r` to find the words that moved.

use sha2::{Digest, Sha256};
use shared::domain::details::{
    Counterparty, CounterpartyEntity, Details, ExemptStatus, Mutuality, Profession, SensitiveData,
};
use shared::domain::document_data::{CustomDocument, QuestionAnswer};
use shared::domain::Cents;
use shared::domain::{BusinessType, DocumentRequest, DocumentType, Industry, ProtectionLevel, SpecialClause, UsState};
use shared::drafting::{consistency, plan, DraftDocument};
use std::collections::BTreeMap;
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

fn golden_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden/documents.sha256")
}

/// What a customer receives for the order: the document (every run) and its research, as JSON.
fn rendition(request: &DocumentRequest) -> (String, String) {
    // A fixed date, so rule values that take effect later do not change the recorded text until they are meant to.
    let plan = plan(request, date!(2026 - 11 - 23));
    let (document, research) = (plan.document, plan.research);
    let document = serde_json::to_string_pretty(&document).expect("a document serialises");
    let research = serde_json::to_string_pretty(&research).expect("research serialises");
    (document, research)
}

fn digest(document: &str, research: &str) -> String {
    let mut hasher = Sha256::new();
    hasher.update(document.as_bytes());
    hasher.update(b"\n--- research ---\n");
    hasher.update(research.as_bytes());
    hex::encode(hasher.finalize())
}

#[test]
fn every_document_of_the_matrix_reads_exactly_as_recorded() {
    let cases = cases();
    let dump = std::env::var_os("GOLDEN_DUMP").map(PathBuf::from);
    let mut actual = BTreeMap::new();
    for case in &cases {
        let (document, research) = rendition(&case.request);
        if let Some(dir) = &dump {
            let path = dir.join(&case.key);
            std::fs::create_dir_all(&path).expect("dump folder");
            std::fs::write(path.join("document.json"), &document).expect("dump document");
            std::fs::write(path.join("research.json"), &research).expect("dump research");
        }
        let previous = actual.insert(case.key.clone(), digest(&document, &research));
        assert!(previous.is_none(), "two cases share the key {}", case.key);
    }
    let recorded: String = actual.iter().map(|(key, sha)| format!("{sha}  {key}\n")).collect();
    if std::env::var_os("GOLDEN_UPDATE").is_some() {
        let path = golden_path();
        std::fs::create_dir_all(path.parent().expect("golden folder")).expect("golden folder");
        std::fs::write(&path, recorded).expect("write golden file");
        return;
    }
    let expected_text =
        std::fs::read_to_string(golden_path()).expect("tests/golden/documents.sha256 (GOLDEN_UPDATE=1 records it)");
    let expected: BTreeMap<&str, &str> =
        expected_text.lines().filter_map(|line| line.split_once("  ").map(|(sha, key)| (key, sha))).collect();
    let missing: Vec<&&str> = expected.keys().filter(|k| !actual.contains_key(**k)).collect();
    let changed: Vec<&String> =
        actual.iter().filter(|(k, sha)| expected.get(k.as_str()) != Some(&sha.as_str())).map(|(k, _)| k).collect();
    assert!(
        missing.is_empty() && changed.is_empty(),
        "{} of {} documents differ from the recorded text (first: {:?}); {} recorded cases no longer drafted (first: {:?}). \
         Dump both builds with GOLDEN_DUMP=dir and diff -r them.",
        changed.len(),
        actual.len(),
        changed.iter().take(5).collect::<Vec<_>>(),
        missing.len(),
        missing.iter().take(5).collect::<Vec<_>>(),
    );
    assert!(actual.len() > 1_000, "the matrix shrank to {} cases", actual.len());
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

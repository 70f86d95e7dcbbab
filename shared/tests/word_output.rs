//! The Word files as a reader gets them: every document type is drafted offline, rendered to .docx, read back with
//! docx-rs, and converted to PDF by LibreOffice (`soffice --headless`), whose text (`pdftotext`) and page count
//! (`pdfinfo`) show what Word-compatible software actually lays out: the business, the governing law, the title
//! and the "Page X of Y" footer; the signature blocks on one page with their heading and the body's last paragraph;
//! and the review notes as comments by the product, which LibreOffice opens as its own comments.
//!
//! Needs `soffice` (Debian `libreoffice-writer`) and `pdftotext`/`pdfinfo` (Debian `poppler-utils`); `scripts/test`
//! installs them. Without them these tests fail, they never skip. LibreOffice runs one conversion at a time, each
//! with a fresh profile directory, so parallel test threads and parallel test runs never share an instance.

use shared::domain::DocumentData;
use shared::drafting::{plan, render_docx_with_notes, DraftDocument, Paragraph, WordProperties};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// LibreOffice does not like concurrent instances: conversions take turns.
static SOFFICE: Mutex<()> = Mutex::new(());
const CONVERSION_TIMEOUT: Duration = Duration::from_secs(180);
const INSTALL_HINT: &str = "install the Debian packages libreoffice-writer and poppler-utils \
     (`sudo apt-get install libreoffice-writer poppler-utils`; scripts/test installs them)";

struct Sample {
    document_type: &'static str,
    business_name: &'static str,
    business_type: &'static str,
    state: &'static str,
    industry: &'static str,
    special_clauses: &'static [&'static str],
    /// 'Other (Beta)' only: the custom document's name, description and answers.
    custom: Option<serde_json::Value>,
    /// What the title reads.
    title: &'static str,
}

impl Sample {
    fn data(&self) -> DocumentData {
        let mut value = serde_json::json!({
            "documentType": self.document_type,
            "businessName": self.business_name,
            "businessType": self.business_type,
            "stateJurisdiction": self.state,
            "industry": self.industry,
            "protectionLevel": "Comprehensive",
            "specialClauses": self.special_clauses,
            "customInstructions": "",
            "pricingTier": "$19",
        });
        if let Some(custom) = &self.custom {
            value["customDocument"] = custom.clone();
        }
        serde_json::from_value(value).expect("sample data has the wire shape")
    }
}

/// Drafts, renders, reads back and converts one sample, checking the .docx and the PDF.
fn check(sample: Sample) {
    let request = sample.data().validate().unwrap_or_else(|e| panic!("sample data is valid: {e:?}"));
    let plan = plan(&request, time::OffsetDateTime::now_utc().date());
    let document = &plan.document;
    assert_eq!(document.title, sample.title);
    let bytes = render_docx_with_notes(document, &product(), &plan.review_notes).expect("the document renders");
    let governing_law = format!("governed by the laws of the State of {}", sample.state);

    // docx-rs reads the file back.
    let docx_text = normalise(&docx_texts(&bytes).join("\n"));
    for expected in [sample.business_name, sample.title, governing_law.as_str()] {
        assert!(docx_text.contains(expected), "{}: the .docx read back has no {expected:?}", sample.title);
    }

    // LibreOffice lays it out.
    let work = WorkDir::kept(&format!("word-output-{}", slug(sample.title)));
    let docx_path = work.path.join(request.file_name());
    std::fs::write(&docx_path, &bytes).expect("write the .docx");
    let pdf_path = convert_to_pdf(&docx_path, &work.path);
    let pages = pdf_pages(&pdf_path);
    let pdf_text = normalise(&pdf_text(&pdf_path));
    let context =
        format!("{} ({}, {}), PDF in {}", sample.title, sample.business_name, sample.state, work.path.display());
    assert!(pages >= 2, "{context}: a complete draft is more than one page, LibreOffice laid out {pages}");
    for expected in [
        sample.business_name.to_string(),
        sample.title.to_string(),
        governing_law.clone(),
        format!("Page 1 of {pages}"),
        format!("Page {pages} of {pages}"),
    ] {
        assert!(pdf_text.contains(&expected), "{context}: the PDF text has no {expected:?}\n---\n{pdf_text:.3000}");
    }
    // File > Properties: the document's title and the product as author (LibreOffice carries them to the PDF).
    let info = pdf_info(&pdf_path);
    let field = |name: &str| info.lines().find_map(|l| l.strip_prefix(name)).map(str::trim).unwrap_or_default();
    assert_eq!((field("Title:"), field("Author:")), (sample.title, "LegalDraft"), "{context}: {info}");
    // No other state's governing law sneaks in.
    assert_eq!(
        pdf_text.matches("governed by the laws of the State of").count(),
        pdf_text.matches(&governing_law).count()
    );
    if !document.signature_parties.is_empty() {
        signatures_on_one_page(document, &pdf_page_texts(&pdf_path), &context);
    }
}

/// The product as the Word file's author, now.
fn product() -> WordProperties {
    WordProperties::new(shared::site::DEFAULT_SITE_NAME, time::OffsetDateTime::now_utc())
}

/// The page where the signatures heading is laid out holds every signature block and the body's last paragraph
/// whole: no block, and no heading, is left alone on the last page.
fn signatures_on_one_page(document: &DraftDocument, pages: &[String], context: &str) {
    let headed: Vec<usize> =
        (0..pages.len()).filter(|&i| pages[i].lines().any(|line| line.trim() == "Signatures")).collect();
    let [page] = headed[..] else { panic!("{context}: the 'Signatures' heading is on pages {headed:?}") };
    assert_eq!(page + 1, pages.len(), "{context}: the signatures are on the last page");
    let text = normalise(&pages[page]);
    for party in &document.signature_parties {
        assert!(
            text.contains(&format!("{}:", party.role)),
            "{context}: {}'s block is not on page {}",
            party.role,
            page + 1
        );
    }
    let dates = text.matches("Date:").count();
    assert_eq!(dates, document.signature_parties.len(), "{context}: every block's last line is on page {}", page + 1);
    let last = document.sections.last().and_then(|s| s.clauses.last()).and_then(|c| c.paragraphs.last());
    let last = normalise(&last.map(Paragraph::text).unwrap_or_default());
    assert!(
        !last.is_empty() && text.contains(&format!("{last} Signatures")),
        "{context}: the body's last paragraph ({last:?}) is not whole before the signatures on page {}:\n{text}",
        page + 1
    );
}

/// The review notes open in LibreOffice as its comments (annotations), each by the product: the cover comment on
/// the title with the notes about the whole document, and each other note on the text of the clauses it concerns.
#[test]
fn the_review_notes_open_in_libreoffice_as_comments_by_the_product() {
    let freelance = Sample {
        document_type: "Freelance Agreement",
        business_name: "Big Sky Design & Print",
        business_type: "Sole Proprietorship",
        state: "California",
        industry: "Technology",
        special_clauses: &["non-compete", "data-protection", "arbitration-provision"],
        custom: None,
        title: "Freelance Agreement",
    };
    let request = freelance.data().validate().expect("valid sample");
    let plan = plan(&request, time::OffsetDateTime::now_utc().date());
    let bytes = render_docx_with_notes(&plan.document, &product(), &plan.review_notes).expect("renders");
    let work = WorkDir::kept("review-notes");
    let docx_path = work.path.join("Freelance.docx");
    std::fs::write(&docx_path, &bytes).expect("write the .docx");
    let flat = std::fs::read_to_string(convert(&docx_path, &work.path, "fodt")).expect("the flat ODF file");
    let context = format!("comments in {}", work.path.display());
    // Each annotation: its author, its text, and the body text it is anchored on (up to its end mark).
    let annotations: Vec<(String, String, String)> = flat
        .split("<office:annotation ")
        .skip(1)
        .map(|annotation| {
            let name = annotation.split("office:name=\"").nth(1).and_then(|r| r.split('"').next()).expect("a name");
            let (body, after) = annotation.split_once("</office:annotation>").expect("an annotation's end");
            let author = body.split("<dc:creator>").nth(1).and_then(|r| r.split('<').next()).unwrap_or_default();
            let text = body.split("</dc:date>").nth(1).unwrap_or(body).replace("<text:line-break/>", " ");
            let end = format!("<office:annotation-end office:name=\"{name}\"/>");
            let anchored = after.split(&end).next().unwrap_or_default();
            (author.to_string(), normalise(&without_tags(&text)), normalise(&without_tags(anchored)))
        })
        .collect();
    let anchored_notes = plan.review_notes.iter().filter(|n| !n.clauses.is_empty()).count();
    assert!(anchored_notes >= 5, "{context}: {:?}", plan.review_notes);
    assert!(
        annotations.len() > anchored_notes,
        "{context}: {} annotations for {anchored_notes} notes on clauses",
        annotations.len()
    );
    assert!(annotations.iter().all(|(author, ..)| author == "LegalDraft"), "{context}: {annotations:?}");
    let (cover, beside) = annotations.split_first().expect("the cover comment");
    assert_eq!(cover.2, "Freelance Agreement", "{context}: the cover comment is on the title");
    assert!(cover.1.contains("These notes come with your document") && cover.1.contains("Delete All Comments"));
    let clauses: Vec<_> = plan.document.sections.iter().flat_map(|s| &s.clauses).collect();
    for note in &plan.review_notes {
        let text = normalise(&note.text);
        if note.clauses.is_empty() {
            assert!(cover.1.contains(&text), "{context}: {text:?} is not in the cover comment");
            continue;
        }
        let on: String = beside.iter().filter(|(_, t, _)| *t == text).map(|(.., anchored)| anchored.as_str()).collect();
        assert!(!on.is_empty(), "{context}: no comment says {text:?}");
        for id in &note.clauses {
            let clause = clauses.iter().find(|c| c.id.as_deref() == Some(id.as_str())).expect("the note's clause");
            let heading = clause.heading.clone().unwrap_or_default();
            let first = clause.paragraphs.first().map(Paragraph::text).unwrap_or_default();
            for part in [heading, first] {
                assert!(on.contains(&normalise(&part)), "{context}: {text:?} is not on {id} ({part:?})");
            }
        }
    }
}

/// A revision's redline as LibreOffice reads it: the changed words and the added clause are tracked changes by the
/// product, which LibreOffice lists (and would let a reader accept or reject), and the rest is plain text.
#[test]
fn a_redline_opens_in_libreoffice_with_each_change_tracked_by_the_product() {
    use shared::drafting::{render_redline_as, Clause, Paragraph, WordProperties};
    let nda = Sample {
        document_type: "Non-Disclosure Agreement",
        business_name: "Harbor Light Analytics LLC",
        business_type: "Limited Liability Company (LLC)",
        state: "California",
        industry: "Technology",
        special_clauses: &[],
        custom: None,
        title: "Non-Disclosure Agreement",
    };
    let request = nda.data().validate().expect("valid sample");
    let parent = plan(&request, time::OffsetDateTime::now_utc().date()).document;
    let mut revised = parent.clone();
    // A revision as the engine makes one: a clause added at the end of the first section, one removed elsewhere.
    revised.sections[0].clauses.push(Clause::new(
        Some("Remote Review".into()),
        vec![Paragraph::plain("The Recipient may review the information remotely.")],
    ));
    let removed = revised.sections[1].clauses.remove(0);
    let removed_text = removed.paragraphs[0].text();
    let made = time::macros::datetime!(2026-11-26 10:30:00 UTC);
    let bytes = render_redline_as(&parent, &revised, &WordProperties::new("LegalDraft", made)).expect("renders");

    let work = WorkDir::kept("redline");
    let docx_path = work.path.join("Redline.docx");
    std::fs::write(&docx_path, &bytes).expect("write the .docx");
    let flat = std::fs::read_to_string(convert(&docx_path, &work.path, "fodt")).expect("the flat ODF file");
    let context = format!("redline in {}", work.path.display());
    let tracked = flat.split("<text:tracked-changes").nth(1).and_then(|t| t.split("</text:tracked-changes>").next());
    let tracked = tracked.unwrap_or_else(|| panic!("{context}: LibreOffice found no tracked changes"));
    // Each change LibreOffice lists: its kind, author and time, and the text it marks in the body (between the
    // change's start and end marks).
    let changes: Vec<(&str, String)> = tracked
        .split("<text:changed-region ")
        .skip(1)
        .map(|region| {
            let kind = if region.contains("<text:insertion>") { "insertion" } else { "deletion" };
            assert!(region.contains("<dc:creator>LegalDraft</dc:creator>"), "{context}: a change not by the product");
            assert!(region.contains("<dc:date>2026-11-26T10:30:00"), "{context}: a change not at the revision time");
            let id = region.split("text:id=\"").nth(1).and_then(|r| r.split('"').next()).expect("a change id");
            let marked = flat
                .split(&format!("<text:change-start text:change-id=\"{id}\"/>"))
                .nth(1)
                .and_then(|rest| rest.split(&format!("<text:change-end text:change-id=\"{id}\"/>")).next())
                .unwrap_or_else(|| panic!("{context}: change {id} marks no text"));
            (kind, normalise(&without_tags(marked)))
        })
        .collect();
    let marked = |kind: &str, text: &str| changes.iter().any(|(k, t)| *k == kind && t.contains(&normalise(text)));
    assert!(
        marked("insertion", "Remote Review The Recipient may review the information remotely."),
        "{context}: the added clause is not one insertion: {changes:?}"
    );
    assert!(marked("deletion", &removed_text), "{context}: the removed clause is not a deletion: {changes:?}");
    assert_eq!(changes.len(), 2, "{context}: nothing else changed: {changes:?}");
}

#[test]
fn non_disclosure_agreement_for_a_california_llc_lays_out_in_libreoffice() {
    check(Sample {
        document_type: "Non-Disclosure Agreement",
        business_name: "Harbor Light Analytics LLC",
        business_type: "Limited Liability Company (LLC)",
        state: "California",
        industry: "Technology",
        special_clauses: &["non-compete", "intellectual-property", "enhanced-confidentiality"],
        custom: None,
        title: "Non-Disclosure Agreement",
    });
}

#[test]
fn terms_of_service_for_a_texas_corporation_lay_out_in_libreoffice() {
    check(Sample {
        document_type: "Terms of Service",
        business_name: "Lone Star Outfitters Inc.",
        business_type: "Corporation",
        state: "Texas",
        industry: "Retail",
        special_clauses: &["arbitration-provision"],
        custom: None,
        title: "Terms of Service",
    });
}

#[test]
fn privacy_policy_for_a_new_york_partnership_lays_out_in_libreoffice() {
    check(Sample {
        document_type: "Privacy Policy",
        business_name: "Empire Health Partners",
        business_type: "Partnership",
        state: "New York",
        industry: "Healthcare",
        special_clauses: &["data-protection"],
        custom: None,
        title: "Privacy Policy",
    });
}

#[test]
fn freelance_agreement_for_a_montana_sole_proprietor_lays_out_in_libreoffice() {
    check(Sample {
        document_type: "Freelance Agreement",
        business_name: "Big Sky Design & Print",
        business_type: "Sole Proprietorship",
        state: "Montana",
        industry: "Media & Entertainment",
        special_clauses: &["intellectual-property", "advanced-termination"],
        custom: None,
        title: "Freelance Agreement",
    });
}

#[test]
fn employment_agreement_for_a_georgia_corporation_lays_out_in_libreoffice() {
    check(Sample {
        document_type: "Employment Agreement",
        business_name: "Peachtree Builders Corp.",
        business_type: "Corporation",
        state: "Georgia",
        industry: "Construction",
        special_clauses: &["non-compete", "intellectual-property"],
        custom: None,
        title: "Employment Agreement",
    });
}

#[test]
fn other_beta_commercial_lease_from_a_washington_non_profit_lays_out_in_libreoffice() {
    check(Sample {
        document_type: "Other (Beta)",
        business_name: "Cascade Community Kitchen",
        business_type: "Non-Profit Organization",
        state: "Washington",
        industry: "Food & Beverage",
        special_clauses: &[],
        custom: Some(serde_json::json!({
            "specificDocumentType": "Commercial Lease Agreement",
            "documentDescription": "We lease the ground floor of our Seattle building to a cafe for five years.",
            "questionAnswerPairs": [
                {"question": "What is the monthly base rent?", "answer": "$6,500, rising 3% each year."},
                {"question": "What will the tenant use the premises for?", "answer": "A cafe and bakery."}
            ]
        })),
        title: "Commercial Lease Agreement",
    });
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers

fn docx_texts(bytes: &[u8]) -> Vec<String> {
    shared::drafting::read_back_texts(bytes).expect("docx-rs opens the .docx")
}

/// Collapses every run of whitespace (line breaks from the layout included) into one space.
fn normalise(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn slug(text: &str) -> String {
    text.chars().map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { '-' }).collect()
}

/// The full path of `program` on PATH, or a failure telling the reader what to install.
fn tool(program: &str) -> PathBuf {
    let found = std::env::var_os("PATH").and_then(|path| {
        std::env::split_paths(&path).map(|dir| dir.join(program)).find(|candidate| is_executable(candidate))
    });
    found.unwrap_or_else(|| panic!("`{program}` was not found on PATH: {INSTALL_HINT}"))
}

fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    path.metadata().map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0).unwrap_or(false)
}

/// A fresh directory under the system temp dir, removed afterwards; a `kept` one stays when the test fails, so its
/// files can be looked at.
struct WorkDir {
    path: PathBuf,
    keep_on_failure: bool,
}

impl WorkDir {
    fn new(prefix: &str) -> WorkDir {
        let path = std::env::temp_dir().join(format!("{prefix}-{}", uuid::Uuid::new_v4().simple()));
        std::fs::create_dir_all(&path).expect("create a temp dir");
        WorkDir { path, keep_on_failure: false }
    }

    fn kept(prefix: &str) -> WorkDir {
        let mut dir = WorkDir::new(prefix);
        dir.keep_on_failure = true;
        dir
    }
}

impl Drop for WorkDir {
    fn drop(&mut self) {
        if !(self.keep_on_failure && std::thread::panicking()) {
            let _ = std::fs::remove_dir_all(&self.path);
        }
    }
}

/// Converts one .docx to PDF with LibreOffice (one instance at a time, each with its own fresh profile) and returns
/// the PDF's path.
/// The text of an ODF fragment, its tags dropped (a paragraph's end counts as a space).
fn without_tags(xml: &str) -> String {
    let xml = xml.replace("</text:p>", " ");
    let mut text = String::new();
    let mut in_tag = false;
    for c in xml.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    text.replace("&apos;", "'").replace("&quot;", "\"").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
}

fn convert_to_pdf(docx: &Path, out_dir: &Path) -> PathBuf {
    tool("pdftotext");
    tool("pdfinfo");
    convert(docx, out_dir, "pdf")
}

/// LibreOffice's conversion of `docx` into `format` (its filter's extension: "pdf", "fodt") in `out_dir`.
fn convert(docx: &Path, out_dir: &Path, format: &str) -> PathBuf {
    let soffice = tool("soffice");
    let _turn = SOFFICE.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let profile = WorkDir::new("lo-profile");
    let mut child = Command::new(&soffice)
        .arg(format!("-env:UserInstallation=file://{}", profile.path.display()))
        .args(["--headless", "--norestore", "--convert-to", format, "--outdir"])
        .arg(out_dir)
        .arg(docx)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("could not start {}: {e}; {INSTALL_HINT}", soffice.display()));
    let started = Instant::now();
    loop {
        match child.try_wait().expect("wait for soffice") {
            Some(_) => break,
            None if started.elapsed() > CONVERSION_TIMEOUT => {
                let _ = child.kill();
                let _ = child.wait();
                panic!("soffice did not convert {} within {CONVERSION_TIMEOUT:?}", docx.display());
            }
            None => std::thread::sleep(Duration::from_millis(50)),
        }
    }
    let output = child.wait_with_output().expect("soffice output");
    // "Inc..docx" becomes "Inc..pdf": only the last extension is replaced.
    let mut converted_name = docx.file_stem().expect("file stem").to_os_string();
    converted_name.push(format!(".{format}"));
    let converted = out_dir.join(converted_name);
    // soffice can exit 0 without writing anything, so the file itself is the proof.
    assert!(
        output.status.success() && converted.is_file(),
        "LibreOffice did not convert {} to {format} (status {}):\n{}\n{}",
        docx.display(),
        output.status,
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    converted
}

fn run_tool(program: &str, args: &[&std::ffi::OsStr]) -> String {
    let output = Command::new(tool(program))
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("could not run {program}: {e}; {INSTALL_HINT}"));
    assert!(output.status.success(), "{program} failed: {}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn pdf_text(pdf: &Path) -> String {
    run_tool("pdftotext", &["-enc".as_ref(), "UTF-8".as_ref(), pdf.as_os_str(), "-".as_ref()])
}

/// The PDF's text page by page (pdftotext ends each page with a form feed).
fn pdf_page_texts(pdf: &Path) -> Vec<String> {
    let text = pdf_text(pdf);
    let mut pages: Vec<String> = text.split('\u{c}').map(str::to_string).collect();
    if pages.last().is_some_and(|page| page.trim().is_empty()) {
        pages.pop();
    }
    pages
}

fn pdf_info(pdf: &Path) -> String {
    run_tool("pdfinfo", &[pdf.as_os_str()])
}

fn pdf_pages(pdf: &Path) -> usize {
    let info = pdf_info(pdf);
    info.lines()
        .find_map(|line| line.strip_prefix("Pages:"))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or_else(|| panic!("pdfinfo gave no page count for {}:\n{info}", pdf.display()))
}

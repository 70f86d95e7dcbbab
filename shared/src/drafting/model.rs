//! The drafted document as structured data: what every drafter produces and every output (Markdown, plain text,
//! Word) is made from.
//!
//! Sections are numbered 1., 2., ... and clauses 1.1, 1.2, ... by position; the numbers are never stored, so
//! adding or removing a clause can never leave a gap or a stale cross-reference.

use serde::{Deserialize, Serialize};

/// The blank line a reader fills in by hand (a counter-party's name, a date, a signature).
pub const BLANK: &str = "____________________";

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct DraftDocument {
    pub title: String,
    /// Unnumbered opening paragraphs (parties, recitals).
    pub preamble: Vec<Paragraph>,
    pub sections: Vec<Section>,
    /// One signature block per party; empty means the document has no signature table.
    pub signature_parties: Vec<SignatureParty>,
}

/// A numbered section ("1. Confidential Information").
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Section {
    pub heading: String,
    pub clauses: Vec<Clause>,
}

/// A numbered clause ("1.1 Definition"), with or without a heading of its own.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Clause {
    pub heading: Option<String>,
    pub paragraphs: Vec<Paragraph>,
    /// What drafted the clause, unique in its document: the clause template's id ("nda/one-way") or the builder's
    /// name ("disputes"), with "#2", "#3"... for a later clause of the same name. The review notes name the clauses
    /// they concern by it, and the Word file puts each note beside them. `None` in a draft read from text (an AI
    /// provider's): its notes then concern the whole document.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Paragraph {
    pub runs: Vec<Run>,
}

/// A stretch of text; `bold` marks defined terms where they are defined, and party names.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Run {
    pub text: String,
    pub bold: bool,
}

/// Who signs: `role` is the defined term ("Disclosing Party"), `name` the party's name, or "" for a blank line.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct SignatureParty {
    pub role: String,
    pub name: String,
    /// Whether the block also has a line for the party's address for notices (agreements whose cover page points
    /// to the signature blocks for notice addresses).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub notice_address: bool,
}

/// The lines under each party in a signature block, in order.
pub const SIGNATURE_LINES: [&str; 4] = ["Signature", "Name", "Title", "Date"];
/// The line for the party's notice address, before the date, when a block has one.
pub const NOTICE_ADDRESS_LINE: &str = "Notice address";

impl Run {
    pub fn plain(text: impl Into<String>) -> Run {
        Run { text: text.into(), bold: false }
    }

    pub fn bold(text: impl Into<String>) -> Run {
        Run { text: text.into(), bold: true }
    }
}

impl Paragraph {
    /// A paragraph of one plain run. Use this for anything the customer typed: it is never read as markup.
    pub fn plain(text: impl Into<String>) -> Paragraph {
        Paragraph { runs: vec![Run::plain(text)] }
    }

    /// A paragraph of the engine's own wording, where `**Term**` marks a bold defined term.
    /// Never pass customer text here; use [`Paragraph::plain`] or [`Paragraph::and_plain`].
    pub(crate) fn marked(text: &str) -> Paragraph {
        Paragraph::default().and_marked(text)
    }

    pub(crate) fn and_marked(mut self, text: &str) -> Paragraph {
        let mut bold = false;
        for (index, piece) in text.split("**").enumerate() {
            if index > 0 {
                bold = !bold;
            }
            if !piece.is_empty() {
                self.push(Run { text: piece.to_string(), bold });
            }
        }
        self
    }

    pub fn and_plain(mut self, text: impl Into<String>) -> Paragraph {
        self.push(Run::plain(text));
        self
    }

    pub fn and_bold(mut self, text: impl Into<String>) -> Paragraph {
        self.push(Run::bold(text));
        self
    }

    /// Appends a run, merging it into the last one when the formatting matches.
    pub fn push(&mut self, run: Run) {
        if run.text.is_empty() {
            return;
        }
        match self.runs.last_mut() {
            Some(last) if last.bold == run.bold => last.text.push_str(&run.text),
            _ => self.runs.push(run),
        }
    }

    /// The paragraph's text without formatting.
    pub fn text(&self) -> String {
        self.runs.iter().map(|r| r.text.as_str()).collect()
    }

    pub fn is_blank(&self) -> bool {
        self.runs.iter().all(|r| r.text.trim().is_empty())
    }
}

impl Clause {
    pub fn new(heading: Option<String>, paragraphs: Vec<Paragraph>) -> Clause {
        Clause { heading, paragraphs, id: None }
    }
}

impl Section {
    pub fn new(heading: impl Into<String>, clauses: Vec<Clause>) -> Section {
        Section { heading: heading.into(), clauses }
    }
}

impl SignatureParty {
    pub fn new(role: impl Into<String>, name: impl Into<String>) -> SignatureParty {
        SignatureParty { role: role.into(), name: name.into(), notice_address: false }
    }

    pub fn with_notice_address(self) -> SignatureParty {
        SignatureParty { notice_address: true, ..self }
    }

    /// The labelled lines under the party's heading, in order.
    pub fn lines(&self) -> Vec<&'static str> {
        let mut lines = SIGNATURE_LINES.to_vec();
        if self.notice_address {
            lines.insert(lines.len() - 1, NOTICE_ADDRESS_LINE);
        }
        lines
    }

    /// The party's name, or the blank line to write it on.
    pub fn name_or_blank(&self) -> &str {
        if self.name.trim().is_empty() {
            BLANK
        } else {
            self.name.trim()
        }
    }
}

/// The engine's shorthand for its own wording (see [`Paragraph::marked`]).
pub(crate) fn p(text: &str) -> Paragraph {
    Paragraph::marked(text)
}

pub(crate) fn clause(heading: &str, paragraphs: Vec<Paragraph>) -> Clause {
    Clause::new(Some(heading.to_string()), paragraphs)
}

impl DraftDocument {
    /// The document as plain text, numbered as in Word, for previews, counting and search.
    pub fn plain_text(&self) -> String {
        let mut out = String::new();
        let mut block = |line: String| {
            out.push_str(&line);
            out.push_str("\n\n");
        };
        block(self.title.clone());
        for paragraph in &self.preamble {
            block(paragraph.text());
        }
        for (s, section) in self.sections.iter().enumerate() {
            block(format!("{}. {}", s + 1, section.heading));
            for (c, clause) in section.clauses.iter().enumerate() {
                let number = format!("{}.{}", s + 1, c + 1);
                match &clause.heading {
                    Some(heading) => {
                        block(format!("{number} {heading}"));
                        for paragraph in &clause.paragraphs {
                            block(paragraph.text());
                        }
                    }
                    None => {
                        let mut paragraphs = clause.paragraphs.iter();
                        match paragraphs.next() {
                            Some(first) => block(format!("{number} {}", first.text())),
                            None => block(number),
                        }
                        for paragraph in paragraphs {
                            block(paragraph.text());
                        }
                    }
                }
            }
        }
        if !self.signature_parties.is_empty() {
            block("Signatures".to_string());
            for party in &self.signature_parties {
                let mut lines = vec![format!("{}: {}", party.role, party.name_or_blank())];
                lines.extend(party.lines().iter().map(|label| format!("{label}: {BLANK}")));
                block(lines.join("\n"));
            }
        }
        out.truncate(out.trim_end().len());
        out.push('\n');
        out
    }

    /// Words in the plain text (numbers and blank lines count as words, as a word processor counts them).
    pub fn word_count(&self) -> usize {
        self.plain_text().split_whitespace().count()
    }

    /// Runs of text in the body: a paragraph has one more for each switch between bold and plain. Word output costs
    /// memory by paragraphs and runs, not by characters.
    pub fn run_count(&self) -> usize {
        let clauses = self.sections.iter().flat_map(|s| &s.clauses);
        self.preamble.iter().chain(clauses.flat_map(|c| &c.paragraphs)).map(|p| p.runs.len()).sum()
    }

    /// True when the document has no text at all beyond its title.
    pub fn is_empty(&self) -> bool {
        self.preamble.iter().all(Paragraph::is_blank)
            && self.sections.iter().all(|s| {
                s.heading.trim().is_empty()
                    && s.clauses.iter().all(|c| {
                        c.heading.as_deref().is_none_or(|h| h.trim().is_empty())
                            && c.paragraphs.iter().all(Paragraph::is_blank)
                    })
            })
            && self.signature_parties.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marked_text_makes_bold_runs_and_merges_neighbours() {
        let para = Paragraph::marked("the \"**Agreement**\" and ").and_plain("Acme ").and_plain("**LLC**");
        assert_eq!(para.runs.len(), 3);
        assert_eq!(para.runs[1], Run::bold("Agreement"));
        // Customer text stays literal.
        assert_eq!(para.runs[2].text, "\" and Acme **LLC**");
    }

    #[test]
    fn plain_text_numbers_sections_and_clauses() {
        let doc = DraftDocument {
            title: "Test".into(),
            preamble: vec![Paragraph::plain("Opening.")],
            sections: vec![Section::new(
                "First",
                vec![clause("Alpha", vec![p("One.")]), Clause::new(None, vec![p("Two."), p("Three.")])],
            )],
            signature_parties: vec![SignatureParty::new("Company", "Acme"), SignatureParty::new("Other", "")],
        };
        let text = doc.plain_text();
        assert!(text.contains("1. First\n\n1.1 Alpha\n\nOne.\n\n1.2 Two.\n\nThree."));
        assert!(text.contains("Company: Acme\nSignature: ____________________"));
        assert!(text.contains(&format!("Other: {BLANK}")));
        assert!(doc.word_count() > 10);
        assert_eq!(doc.run_count(), 4, "one run in each of the four body paragraphs");
        assert!(!doc.is_empty());
        assert!(DraftDocument { title: "x".into(), ..Default::default() }.is_empty());
    }
}

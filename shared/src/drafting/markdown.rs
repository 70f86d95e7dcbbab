//! Markdown in and out.
//!
//! Out: the engine's documents as "# Title", "## 1. Heading", "### 1.1 Heading", paragraphs with **bold**, and a
//! closing "## Signatures" block; every other character the customer typed is escaped, so it reads back as text.
//! In: text from AI providers and the format-document call. It is read tolerantly: numbering in headings is
//! dropped (it is re-applied by position), "1.2 ..." paragraphs start clauses, bullets, rules, fences and stray
//! markup are handled, and nothing makes it fail.

use super::model::{Clause, DraftDocument, Paragraph, Run, Section, SignatureParty, BLANK};

// ---------------------------------------------------------------------------------------------------------------
// Rendering

// The Markdown form is written here, beside its reader, so the model does not depend on its text forms.
impl DraftDocument {
    /// The document as Markdown: "# Title", "## 1. Heading", "### 1.1 Heading", paragraphs with **bold** runs,
    /// and a closing "## Signatures" block. [`crate::drafting::parse_markdown`] reads it back.
    pub fn to_markdown(&self) -> String {
        render(self)
    }
}

fn render(doc: &DraftDocument) -> String {
    let mut out = String::new();
    let mut block = |text: String| {
        out.push_str(&text);
        out.push_str("\n\n");
    };
    block(format!("# {}", escape_inline(&doc.title)));
    for paragraph in &doc.preamble {
        block(render_paragraph(paragraph));
    }
    for (s, section) in doc.sections.iter().enumerate() {
        block(format!("## {}. {}", s + 1, escape_inline(&section.heading)).trim_end().to_string());
        for (c, clause) in section.clauses.iter().enumerate() {
            let heading = clause.heading.as_deref().map(escape_inline).unwrap_or_default();
            block(format!("### {}.{} {}", s + 1, c + 1, heading).trim_end().to_string());
            for paragraph in &clause.paragraphs {
                block(render_paragraph(paragraph));
            }
        }
    }
    if !doc.signature_parties.is_empty() {
        block("## Signatures".to_string());
        for party in &doc.signature_parties {
            let name = if party.name.trim().is_empty() { BLANK.to_string() } else { escape_inline(party.name.trim()) };
            block(format!("**{}:** {}", escape_inline(&party.role), name));
            for label in party.lines() {
                block(format!("{label}: {BLANK}"));
            }
        }
    }
    out.truncate(out.trim_end().len());
    out.push('\n');
    out
}

fn render_paragraph(paragraph: &Paragraph) -> String {
    let mut line = String::new();
    for run in &paragraph.runs {
        let text = escape_inline(&run.text);
        if text.is_empty() {
            continue;
        }
        if run.bold && !text.trim().is_empty() {
            // Keep surrounding spaces outside the markers so "** term**" never appears.
            let lead = &text[..text.len() - text.trim_start().len()];
            let trail = &text[text.trim_end().len()..];
            line.push_str(lead);
            line.push_str("**");
            line.push_str(text.trim());
            line.push_str("**");
            line.push_str(trail);
        } else {
            line.push_str(&text);
        }
    }
    let line = line.trim().to_string();
    // A paragraph must not read back as a heading, list item, rule, quote or numbered clause.
    match line.chars().next() {
        Some('#' | '-' | '+' | '>' | '=' | '|' | '`' | '~') => format!("\\{line}"),
        Some(c) if c.is_ascii_digit() && starts_with_clause_number(&line).is_some() => line.replacen('.', "\\.", 1),
        _ => line,
    }
}

/// Escapes the characters the reader treats as markup and folds line breaks into spaces.
fn escape_inline(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' | '*' => {
                out.push('\\');
                out.push(c);
            }
            '\r' | '\n' => out.push(' '),
            _ => out.push(c),
        }
    }
    out
}

// ---------------------------------------------------------------------------------------------------------------
// Parsing

const SIGNATURE_HEADINGS: [&str; 7] =
    ["signatures", "signature", "signature page", "signature block", "execution", "signed", "signature blocks"];

#[derive(Default)]
struct Parser {
    title: Option<String>,
    preamble: Vec<Paragraph>,
    sections: Vec<Section>,
    /// Inside a "## Signatures" block: its heading, parties found, and other lines.
    signatures: Option<SignatureBlock>,
    parties: Vec<SignatureParty>,
    closing: Vec<Paragraph>,
}

struct SignatureBlock {
    heading: String,
    parties: Vec<SignatureParty>,
    other: Vec<Paragraph>,
    /// A role line with no name ("DISCLOSING PARTY:"), waiting for a name on the next line.
    awaiting_name: bool,
}

pub(crate) fn parse(title_fallback: &str, text: &str) -> DraftDocument {
    let mut parser = Parser::default();
    let mut in_fence = false;
    let mut first_line = true;
    for raw in text.lines() {
        let line = raw.trim();
        if line.starts_with("```") || line.starts_with("~~~") {
            in_fence = !in_fence;
            continue;
        }
        if line.is_empty() || (!in_fence && is_rule(line)) || is_table_separator(line) {
            continue;
        }
        let was_first = std::mem::replace(&mut first_line, false);
        if !in_fence {
            if let Some((level, heading)) = heading_of(line) {
                parser.heading(level, heading);
                continue;
            }
        }
        let paragraph_text = if in_fence { line.to_string() } else { normalise_block_markers(line) };
        let starts_clause = !in_fence && starts_with_clause_number(&paragraph_text).is_some();
        let paragraph = parse_inline(&paragraph_text);
        if paragraph.is_blank() {
            continue;
        }
        if was_first && parser.title.is_none() && looks_like_title(&paragraph) {
            parser.title = Some(paragraph.text().trim().to_string());
            continue;
        }
        parser.paragraph(paragraph, starts_clause);
    }
    let document = parser.finish(title_fallback);
    if document.is_empty() && !text.trim().is_empty() {
        // All the text went into the title or was markup alone (one ALL CAPS line, a lone heading, a rule, a fence):
        // read it as plain text instead, so a document is never empty while its text is not.
        return plain_lines(title_fallback, text);
    }
    document
}

/// Every non-blank line as a plain paragraph, markup kept as typed.
fn plain_lines(title_fallback: &str, text: &str) -> DraftDocument {
    let preamble = text.lines().map(str::trim).filter(|l| !l.is_empty()).map(Paragraph::plain).collect();
    Parser { preamble, ..Parser::default() }.finish(title_fallback)
}

impl Parser {
    fn heading(&mut self, level: usize, raw: &str) {
        self.close_signatures();
        match level {
            1 if self.title.is_none() && self.sections.is_empty() => {
                let title = parse_inline(raw).text().trim().to_string();
                if !title.is_empty() {
                    self.title = Some(title);
                }
                return;
            }
            _ => {}
        }
        let text = heading_text(raw);
        match level {
            1 | 2 => {
                if SIGNATURE_HEADINGS.contains(&text.to_lowercase().trim_end_matches(':')) {
                    self.signatures =
                        Some(SignatureBlock { heading: text, parties: vec![], other: vec![], awaiting_name: false });
                } else {
                    self.sections.push(Section::new(text, vec![]));
                }
            }
            _ => {
                let heading = Some(text).filter(|t| !t.is_empty());
                match self.sections.last_mut() {
                    Some(section) => section.clauses.push(Clause::new(heading, vec![])),
                    // A clause heading before any section heading: treat it as the section.
                    None => self.sections.push(Section::new(heading.unwrap_or_default(), vec![])),
                }
            }
        }
    }

    fn paragraph(&mut self, mut paragraph: Paragraph, starts_clause: bool) {
        if let Some(block) = self.signatures.as_mut() {
            block.line(paragraph);
            return;
        }
        let Some(section) = self.sections.last_mut() else {
            self.preamble.push(paragraph);
            return;
        };
        // "1.2 The Receiving Party ..." starts a clause of its own; its number is re-applied by position.
        if starts_clause {
            strip_clause_number(&mut paragraph);
        }
        match section.clauses.last_mut() {
            Some(clause) if !starts_clause => clause.paragraphs.push(paragraph),
            _ => section.clauses.push(Clause::new(None, vec![paragraph])),
        }
    }

    fn close_signatures(&mut self) {
        let Some(block) = self.signatures.take() else { return };
        if block.parties.is_empty() {
            // Not a signature block after all: keep its text as an ordinary section.
            let clauses = if block.other.is_empty() { vec![] } else { vec![Clause::new(None, block.other)] };
            self.sections.push(Section::new(block.heading, clauses));
        } else {
            self.parties.extend(block.parties);
            self.closing.extend(block.other);
        }
    }

    fn finish(mut self, title_fallback: &str) -> DraftDocument {
        self.close_signatures();
        // Lines of a signature block that are not parties ("IN WITNESS WHEREOF ...") close the last clause.
        if !self.closing.is_empty() {
            match self.sections.last_mut() {
                Some(section) => match section.clauses.last_mut() {
                    Some(clause) => clause.paragraphs.append(&mut self.closing),
                    None => section.clauses.push(Clause::new(None, std::mem::take(&mut self.closing))),
                },
                None => self.preamble.append(&mut self.closing),
            }
        }
        let fallback = title_fallback.trim();
        let title = self.title.filter(|t| !t.trim().is_empty()).unwrap_or_else(|| {
            if fallback.is_empty() {
                "Document".to_string()
            } else {
                fallback.to_string()
            }
        });
        DraftDocument { title, preamble: self.preamble, sections: self.sections, signature_parties: self.parties }
    }
}

impl SignatureBlock {
    fn line(&mut self, paragraph: Paragraph) {
        let text = paragraph.text();
        let text = text.trim();
        let lower = text.to_lowercase();
        let field = ["signature", "by", "name", "printed name", "print name", "title", "date", "its"]
            .iter()
            .any(|label| lower.strip_prefix(label).is_some_and(|rest| rest.trim_start().starts_with(':')));
        if field || is_blank_line(text) {
            return;
        }
        if let Some((role, name)) = text.split_once(':') {
            let role = role.trim();
            if is_role(role) {
                let name = if is_blank_line(name) { String::new() } else { name.trim().to_string() };
                self.awaiting_name = name.is_empty();
                self.parties.push(SignatureParty::new(role, name));
                return;
            }
        } else if self.awaiting_name && text.split_whitespace().count() <= 10 {
            if let Some(last) = self.parties.last_mut() {
                last.name = text.to_string();
                self.awaiting_name = false;
                return;
            }
        }
        self.awaiting_name = false;
        self.other.push(paragraph);
    }
}

fn is_role(role: &str) -> bool {
    !role.is_empty() && role.split_whitespace().count() <= 6 && !role.contains([',', '.', ';'])
}

fn is_blank_line(text: &str) -> bool {
    let t = text.trim();
    t.is_empty() || t.chars().all(|c| c == '_' || c == ' ')
}

/// "## 1. Heading" gives (2, "1. Heading"); a run of '#' must be followed by a space or end the line.
fn heading_of(line: &str) -> Option<(usize, &str)> {
    let level = line.chars().take_while(|&c| c == '#').count();
    if level == 0 || level > 6 {
        return None;
    }
    let rest = &line[level..];
    if !rest.is_empty() && !rest.starts_with(' ') {
        return None;
    }
    Some((level, rest.trim().trim_end_matches('#').trim()))
}

/// The heading without markup and without its leading number ("Section 2 - Term" gives "Term").
fn heading_text(raw: &str) -> String {
    let text = parse_inline(raw).text();
    let mut rest = text.trim();
    for word in ["section", "article", "part", "clause"] {
        if rest.len() > word.len()
            && rest[..word.len()].eq_ignore_ascii_case(word)
            && rest[word.len()..].starts_with(' ')
        {
            let after = rest[word.len()..].trim_start();
            if number_token(after).is_some() {
                rest = after;
            }
            break;
        }
    }
    if let Some(len) = number_token(rest) {
        rest = rest[len..].trim_start();
        rest = rest.trim_start_matches([':', '-', '.', ')', '\u{2013}', '\u{2014}']).trim_start();
    }
    rest.to_string()
}

/// The length of a leading number like "1", "1.", "1.2", "1.2.", "IV." or "(a)" followed by a space or the end.
fn number_token(text: &str) -> Option<usize> {
    let end = text.find(' ').unwrap_or(text.len());
    let token = text[..end].trim_end_matches([':', ')', '.']);
    let token = token.trim_start_matches('(');
    if token.is_empty() {
        return None;
    }
    let numeric = token.split('.').all(|part| !part.is_empty() && part.chars().all(|c| c.is_ascii_digit()));
    let roman = token.len() <= 6 && token.chars().all(|c| matches!(c, 'I' | 'V' | 'X' | 'L'));
    (numeric || roman).then_some(end)
}

/// "1.2 Text" or "1.2. Text": the length of the clause number and its following space.
fn starts_with_clause_number(text: &str) -> Option<usize> {
    let end = text.find(' ')?;
    let token = text[..end].trim_end_matches('.');
    let parts: Vec<&str> = token.split('.').collect();
    let ok = parts.len() == 2
        && parts.iter().all(|p| !p.is_empty() && p.len() <= 3 && p.chars().all(|c| c.is_ascii_digit()));
    ok.then_some(end + 1)
}

/// Removes a leading "1.2 " from the paragraph's first run.
fn strip_clause_number(paragraph: &mut Paragraph) {
    let Some(first) = paragraph.runs.first_mut() else { return };
    let Some(len) = starts_with_clause_number(&first.text) else { return };
    first.text = first.text[len..].trim_start().to_string();
    if first.text.is_empty() {
        paragraph.runs.remove(0);
    }
}

fn is_rule(line: &str) -> bool {
    let compact: String = line.chars().filter(|c| !c.is_whitespace()).collect();
    compact.len() >= 3 && ['-', '*', '='].iter().any(|&m| compact.chars().all(|c| c == m))
}

fn is_table_separator(line: &str) -> bool {
    line.starts_with('|') && line.chars().all(|c| matches!(c, '|' | '-' | ':' | ' '))
}

/// Bullets become "• ", quote markers go; numbered lists stay as written.
fn normalise_block_markers(line: &str) -> String {
    let mut line = line;
    while let Some(rest) = line.strip_prefix('>') {
        line = rest.trim_start();
    }
    for bullet in ["- ", "* ", "+ "] {
        if let Some(rest) = line.strip_prefix(bullet) {
            return format!("\u{2022} {}", rest.trim_start());
        }
    }
    line.to_string()
}

fn looks_like_title(paragraph: &Paragraph) -> bool {
    let text = paragraph.text();
    let words = text.split_whitespace().count();
    if words == 0 || words > 12 {
        return false;
    }
    let all_bold = paragraph.runs.iter().all(|r| r.bold || r.text.trim().is_empty());
    let has_letters = text.chars().any(|c| c.is_alphabetic());
    let all_caps = has_letters && !text.chars().any(|c| c.is_lowercase());
    all_bold || all_caps
}

enum Token {
    Text(String),
    Bold,
    Italic,
}

/// Inline Markdown: `\x` escapes, `**bold**`; paired single `*` emphasis markers are dropped; anything unpaired
/// stays as typed.
pub(crate) fn parse_inline(text: &str) -> Paragraph {
    let mut tokens: Vec<Token> = Vec::new();
    let mut buffer = String::new();
    let mut chars = text.chars().peekable();
    let flush = |buffer: &mut String, tokens: &mut Vec<Token>| {
        if !buffer.is_empty() {
            tokens.push(Token::Text(std::mem::take(buffer)));
        }
    };
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek().is_some_and(|n| n.is_ascii_punctuation()) => buffer.push(chars.next().unwrap_or('\\')),
            '*' => {
                flush(&mut buffer, &mut tokens);
                if chars.peek() == Some(&'*') {
                    chars.next();
                    tokens.push(Token::Bold);
                } else {
                    tokens.push(Token::Italic);
                }
            }
            _ => buffer.push(c),
        }
    }
    flush(&mut buffer, &mut tokens);

    // Unpaired markers are literal text.
    let bold_count = tokens.iter().filter(|t| matches!(t, Token::Bold)).count();
    let italic_count = tokens.iter().filter(|t| matches!(t, Token::Italic)).count();
    if bold_count % 2 == 1 {
        if let Some(last) = tokens.iter_mut().rev().find(|t| matches!(t, Token::Bold)) {
            *last = Token::Text("**".into());
        }
    }
    if italic_count % 2 == 1 {
        if let Some(last) = tokens.iter_mut().rev().find(|t| matches!(t, Token::Italic)) {
            *last = Token::Text("*".into());
        }
    }

    let mut paragraph = Paragraph::default();
    let mut bold = false;
    for token in tokens {
        match token {
            Token::Text(text) => paragraph.push(Run { text, bold }),
            Token::Bold => bold = !bold,
            Token::Italic => {}
        }
    }
    paragraph
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::drafting::model::{clause, p};

    #[test]
    fn text_that_is_all_title_or_markup_is_kept_as_plain_text() {
        for text in ["HELLO WORLD", "**Terms**", "# Only A Heading", "---", "```", "****", "\u{c636}\u{f74f1}"] {
            let document = parse("Fallback", text);
            assert!(!document.is_empty(), "{text:?} gave an empty document");
            assert_eq!(document.title, "Fallback", "{text:?}");
            assert_eq!(document.preamble, vec![Paragraph::plain(text)], "{text:?}");
        }
        // A title with a body is read as before.
        let document = parse("Fallback", "HELLO WORLD\n\nThe body.");
        assert_eq!(document.title, "HELLO WORLD");
        assert_eq!(document.preamble, vec![Paragraph::plain("The body.")]);
    }

    fn sample() -> DraftDocument {
        DraftDocument {
            title: "Non-Disclosure Agreement".into(),
            preamble: vec![Paragraph::default()
                .and_bold("Acme *Widgets* LLC")
                .and_plain(", a Texas limited liability company.")],
            sections: vec![
                Section::new(
                    "Confidential Information",
                    vec![
                        clause(
                            "Definition",
                            vec![p("\"**Confidential Information**\" means all information."), p("Second paragraph.")],
                        ),
                        Clause::new(None, vec![p("A clause without a heading.")]),
                    ],
                ),
                Section::new(
                    "General",
                    vec![clause(
                        "Notices",
                        vec![Paragraph::plain("# not a heading"), Paragraph::plain("1.5 not a clause")],
                    )],
                ),
            ],
            signature_parties: vec![
                SignatureParty::new("Disclosing Party", "Acme *Widgets* LLC"),
                SignatureParty::new("Receiving Party", ""),
            ],
        }
    }

    #[test]
    fn markdown_round_trip_keeps_headings_paragraphs_bold_and_parties() {
        let doc = sample();
        let markdown = doc.to_markdown();
        assert!(markdown.starts_with("# Non-Disclosure Agreement\n"));
        assert!(markdown.contains("## 1. Confidential Information"));
        assert!(markdown.contains("### 1.1 Definition"));
        assert!(markdown.contains("\"**Confidential Information**\" means"));
        let back = parse("Fallback", &markdown);
        assert_eq!(back, doc);
    }

    #[test]
    fn reads_ai_style_markdown_tolerantly() {
        let text = "**MUTUAL SERVICES AGREEMENT**\n\nThis agreement is between the parties.\n\n---\n\n## Section 1: Services\n\n1.1 The Provider will provide services.\n1.2 The Client will pay.\n\n## 2) Term\n\n- one year\n* renews **automatically\n\n### 2.1. Renewal\n\nRenews unless cancelled.\n\n## Signatures\n\nIN WITNESS WHEREOF the parties sign below.\n\n**CLIENT:**\nBright Co\nBy: ______\nDate: ______\n\n**Provider:** ____________\n";
        let doc = parse("Agreement", text);
        assert_eq!(doc.title, "MUTUAL SERVICES AGREEMENT");
        assert_eq!(doc.preamble.len(), 1);
        assert_eq!(doc.sections.len(), 2);
        assert_eq!(doc.sections[0].heading, "Services");
        assert_eq!(doc.sections[0].clauses.len(), 2);
        assert_eq!(doc.sections[0].clauses[1].paragraphs[0].text(), "The Client will pay.");
        assert_eq!(doc.sections[1].heading, "Term");
        assert_eq!(doc.sections[1].clauses[0].paragraphs[0].text(), "\u{2022} one year");
        assert_eq!(doc.sections[1].clauses[0].paragraphs[1].text(), "\u{2022} renews **automatically");
        assert_eq!(doc.sections[1].clauses[1].heading.as_deref(), Some("Renewal"));
        assert_eq!(
            doc.signature_parties,
            vec![SignatureParty::new("CLIENT", "Bright Co"), SignatureParty::new("Provider", "")]
        );
        let last = doc.sections[1].clauses[1].paragraphs.last().unwrap().text();
        assert_eq!(last, "IN WITNESS WHEREOF the parties sign below.");
    }

    #[test]
    fn anything_parses_and_an_empty_text_gets_the_fallback_title() {
        for text in ["", "#", "####### too deep", "**", "\\", "## \n### \n", "|a|b|\n|---|---|\n", "```\n# code\n"] {
            let doc = parse("Fallback", text);
            assert!(!doc.title.is_empty());
        }
        assert_eq!(parse("  ", "").title, "Document");
        let doc = parse("X", "```\n# inside a fence\n```");
        assert_eq!(doc.preamble[0].text(), "# inside a fence");
    }

    #[test]
    fn headings_lose_their_numbers_only_once() {
        assert_eq!(heading_text("1. Definitions"), "Definitions");
        assert_eq!(heading_text("ARTICLE IV - Payment"), "Payment");
        assert_eq!(heading_text("1.2 2026 Pricing"), "2026 Pricing");
        assert_eq!(heading_text("**3. Term**"), "Term");
        assert_eq!(heading_text("Sectional Sofa"), "Sectional Sofa");
        assert_eq!(heading_text("1.2"), "");
    }
}

//! Document texts for format-document of an exact size: lines, runs of text, signature blocks and characters.

/// Markdown with exactly `lines` non-blank lines, `runs` runs of body text (bold and plain alternating),
/// `parties` signature blocks and `chars` characters: a title, a heading every twenty lines, paragraphs of two or
/// three runs, the last one padded with words, and a signature block of `parties` "**Party n:** Person n" lines.
pub fn shaped(lines: usize, runs: usize, parties: usize, chars: usize) -> String {
    let body_lines = lines - 2 - parties;
    let headings = body_lines.div_ceil(20);
    let paragraphs = body_lines - headings;
    assert!((2 * paragraphs..=3 * paragraphs).contains(&runs), "{runs} runs in {paragraphs} paragraphs");
    let mut three_run_paragraphs = runs - 2 * paragraphs;
    let mut body: Vec<String> = (0..body_lines)
        .map(|i| {
            if i % 20 == 0 {
                format!("## Part {i}")
            } else if three_run_paragraphs > 0 {
                three_run_paragraphs -= 1;
                format!("Each **Term {i}** applies.")
            } else {
                format!("**Term {i}** applies.")
            }
        })
        .collect();
    let signatures: String = (1..=parties).map(|n| format!("**Party {n}:** Person {n}\n")).collect();
    let assemble = |body: &[String]| format!("# Services Agreement\n{}\n## Signatures\n{signatures}", body.join("\n"));
    let unpadded = assemble(&body).chars().count();
    assert!(unpadded < chars, "{unpadded} characters before padding, {chars} wanted");
    // The last paragraph ends in plain text, so the padding adds characters and nothing else.
    let last = body.iter_mut().rev().find(|line| !line.starts_with('#')).expect("a paragraph");
    let padding = chars - unpadded;
    last.push_str(&"lorem ".repeat(padding / 6 + 1)[..padding]);
    let text = assemble(&body);
    assert_eq!(text.chars().count(), chars);
    text
}

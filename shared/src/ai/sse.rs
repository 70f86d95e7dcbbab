//! Server-sent events, read incrementally: bytes in (split anywhere, even inside a UTF-8 character), events out.

use super::chat::ProviderError;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct SseEvent {
    /// The `event:` field, when the server names its events (Anthropic does, OpenAI does not).
    pub event: Option<String>,
    /// The `data:` lines, joined with newlines.
    pub data: String,
}

#[derive(Default)]
pub(crate) struct SseParser {
    /// Bytes of a line not yet ended.
    pending: Vec<u8>,
    event: Option<String>,
    data: Option<String>,
}

impl SseParser {
    /// Feeds a chunk of the body; returns the events it completed.
    pub fn feed(&mut self, bytes: &[u8]) -> Result<Vec<SseEvent>, ProviderError> {
        self.pending.extend_from_slice(bytes);
        let mut events = Vec::new();
        while let Some(end) = self.pending.iter().position(|b| *b == b'\n') {
            let line: Vec<u8> = self.pending.drain(..=end).collect();
            self.line(&line[..end], &mut events)?;
        }
        Ok(events)
    }

    /// The end of the body: a last line without its newline, and an event without its blank line, still count.
    pub fn finish(&mut self) -> Result<Vec<SseEvent>, ProviderError> {
        let mut events = Vec::new();
        let rest = std::mem::take(&mut self.pending);
        if !rest.is_empty() {
            self.line(&rest, &mut events)?;
        }
        self.line(b"", &mut events)?;
        Ok(events)
    }

    fn line(&mut self, raw: &[u8], events: &mut Vec<SseEvent>) -> Result<(), ProviderError> {
        let raw = raw.strip_suffix(b"\r").unwrap_or(raw);
        let line = std::str::from_utf8(raw)
            .map_err(|_| ProviderError::Malformed("the event stream is not valid UTF-8".into()))?;
        if line.is_empty() {
            let event = self.event.take();
            if let Some(data) = self.data.take() {
                events.push(SseEvent { event, data });
            }
            return Ok(());
        }
        if line.starts_with(':') {
            return Ok(());
        }
        let (field, value) = match line.split_once(':') {
            Some((field, value)) => (field, value.strip_prefix(' ').unwrap_or(value)),
            None => (line, ""),
        };
        match field {
            "event" => self.event = Some(value.to_string()),
            "data" => match self.data.as_mut() {
                Some(data) => {
                    data.push('\n');
                    data.push_str(value);
                }
                None => self.data = Some(value.to_string()),
            },
            _ => {}
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_in_pieces(body: &[u8], piece: usize) -> Vec<SseEvent> {
        let mut parser = SseParser::default();
        let mut events = Vec::new();
        for chunk in body.chunks(piece) {
            events.extend(parser.feed(chunk).unwrap());
        }
        events.extend(parser.finish().unwrap());
        events
    }

    #[test]
    fn events_survive_any_split_of_the_body() {
        let body = "event: content_block_delta\r\ndata: {\"text\":\"Caf\u{e9} \u{2014} \"}\r\n\r\n: keep-alive\n\ndata: one\ndata: two\n\ndata: [DONE]";
        let expected = vec![
            SseEvent { event: Some("content_block_delta".into()), data: "{\"text\":\"Caf\u{e9} \u{2014} \"}".into() },
            SseEvent { event: None, data: "one\ntwo".into() },
            SseEvent { event: None, data: "[DONE]".into() },
        ];
        for piece in [1, 2, 3, 7, body.len()] {
            assert_eq!(parse_in_pieces(body.as_bytes(), piece), expected, "pieces of {piece}");
        }
    }

    #[test]
    fn invalid_utf8_is_malformed() {
        let mut parser = SseParser::default();
        assert!(matches!(parser.feed(b"data: \xff\xfe\n\n"), Err(ProviderError::Malformed(_))));
    }
}

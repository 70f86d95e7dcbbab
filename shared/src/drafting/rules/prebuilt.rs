//! The rule tables in a prebuilt form (issue 27, decision 0041): each embedded table parsed, checked and encoded
//! ahead of time, so a process that drafts reads its tables in microseconds instead of parsing their TOML (about
//! 3 ms of an employment agreement's 10). The TOML files stay the source; `drafting/rule-tables.bin` is generated
//! from them and a test fails when it is not what they give (`UPDATE_RULE_TABLES=1 cargo test -p shared --lib
//! prebuilt` rewrites it). Each entry carries a hash of the text it was built from: an entry whose table has changed
//! since is never read, the table's TOML is parsed instead, so a stale file costs time, never a wrong rule.
//!
//! The file, for each table in id order: the id's length (u16, little-endian) and the id, the FNV-1a hash of the
//! table's TOML text (u64), the encoded table's length (u32) and the table encoded with postcard, whose strings are
//! read in place from the file embedded in the binary.

use serde::Deserialize;

/// The prebuilt tables, embedded.
pub(crate) static PREBUILT: &[u8] = include_bytes!("../../../drafting/rule-tables.bin");

/// One table's prebuilt entry.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    pub id: &'static str,
    /// The FNV-1a hash of the TOML text the entry was built from.
    pub source_hash: u64,
    pub encoded: &'static [u8],
}

impl Entry {
    /// Whether the entry was built from `text`.
    pub fn built_from(&self, text: &str) -> bool {
        self.source_hash == fnv1a(text)
    }

    /// The table, decoded (a [`super::registry::Table`]; generic so this file does not depend on the registry that
    /// reads it).
    pub fn decode<T: Deserialize<'static>>(&self) -> Result<T, String> {
        postcard::from_bytes(self.encoded).map_err(|e| format!("the prebuilt table does not decode: {e}"))
    }
}

/// The embedded prebuilt entries; none when the file is damaged (every table is then parsed from its TOML, and the
/// tests fail).
pub(crate) fn embedded() -> Vec<Entry> {
    read(PREBUILT).unwrap_or_else(|e| {
        tracing::error!(error = %e, "drafting/rule-tables.bin is damaged: the rule tables are parsed from their TOML");
        Vec::new()
    })
}

/// The entries of a prebuilt file.
pub(crate) fn read(mut file: &'static [u8]) -> Result<Vec<Entry>, String> {
    let mut entries = Vec::new();
    while !file.is_empty() {
        let id_len = usize::from(u16::from_le_bytes(take::<2>(&mut file)?));
        let id = std::str::from_utf8(take_slice(&mut file, id_len)?).map_err(|e| format!("a table id: {e}"))?;
        let source_hash = u64::from_le_bytes(take::<8>(&mut file)?);
        let encoded_len = u32::from_le_bytes(take::<4>(&mut file)?) as usize;
        let encoded = take_slice(&mut file, encoded_len)?;
        entries.push(Entry { id, source_hash, encoded });
    }
    Ok(entries)
}

fn take_slice(file: &mut &'static [u8], len: usize) -> Result<&'static [u8], String> {
    if file.len() < len {
        return Err(format!("cut short: {len} bytes wanted, {} left", file.len()));
    }
    let (head, rest) = file.split_at(len);
    *file = rest;
    Ok(head)
}

fn take<const N: usize>(file: &mut &'static [u8]) -> Result<[u8; N], String> {
    let head = take_slice(file, N)?;
    let mut out = [0; N];
    out.copy_from_slice(head);
    Ok(out)
}

/// The prebuilt file of `tables`, each given as (id, TOML text, the table parsed from it).
#[cfg(test)]
pub(crate) fn write<T: serde::Serialize>(tables: &[(&str, &str, &T)]) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    for (id, text, table) in tables {
        let encoded = postcard::to_allocvec(table).map_err(|e| format!("{id}: {e}"))?;
        let id_len = u16::try_from(id.len()).map_err(|_| format!("{id}: the id is too long"))?;
        let encoded_len = u32::try_from(encoded.len()).map_err(|_| format!("{id}: the table is too large"))?;
        out.extend_from_slice(&id_len.to_le_bytes());
        out.extend_from_slice(id.as_bytes());
        out.extend_from_slice(&fnv1a(text).to_le_bytes());
        out.extend_from_slice(&encoded_len.to_le_bytes());
        out.extend_from_slice(&encoded);
    }
    Ok(out)
}

/// FNV-1a, 64 bits: stable across builds and platforms (std's hasher is not), and enough to tell an edited table
/// from the one an entry was built from.
pub(crate) fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3))
}

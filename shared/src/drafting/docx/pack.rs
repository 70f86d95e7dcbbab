//! The Word file's zip container, written with one deflate stream for all of its parts.
//!
//! docx-rs writes its parts stored (uncompressed). Re-packing them through the `zip` crate made a new deflate
//! encoder for each of a document's ~18 parts, and each new encoder allocates and clears about 300 KB: a fifth of a
//! whole `draft` process (issue 27). One `flate2::Compress`, reset between parts, does the same work once. The
//! container is the plain zip of the OPC (ECMA-376 Part 2; PKWARE APPNOTE 6.3): local headers, the central directory
//! and its end record, no zip64 (a Word file is far under 4 GiB) and no data descriptors (each part is compressed in
//! memory, so its sizes are known before its header is written).

use flate2::{Compress, Compression, FlushCompress, Status};

/// One part of the package: its name, and its content (`None` for a folder entry).
pub struct Part<'a> {
    pub name: &'a str,
    pub content: Option<&'a [u8]>,
}

const LOCAL_HEADER: u32 = 0x0403_4b50;
const CENTRAL_HEADER: u32 = 0x0201_4b50;
const END_OF_CENTRAL_DIRECTORY: u32 = 0x0605_4b50;
/// Version 2.0: deflate and folders.
const VERSION: u16 = 20;
const STORED: u16 = 0;
const DEFLATED: u16 = 8;
/// 1980-01-01 00:00 in MS-DOS form, as the zip crate wrote it: a drafted file carries its time in its core
/// properties, not in its container.
const DOS_DATE: u16 = (1 << 5) | 1;
const DOS_TIME: u16 = 0;
/// The MS-DOS folder attribute, on folder entries.
const DIRECTORY_ATTRIBUTE: u32 = 0x10;

#[derive(Debug)]
pub enum PackError {
    /// More parts, or a larger part, than a zip without zip64 holds.
    TooLarge(String),
    Deflate(String),
}

impl std::fmt::Display for PackError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PackError::TooLarge(what) => write!(f, "too large for a Word file: {what}"),
            PackError::Deflate(e) => write!(f, "deflate: {e}"),
        }
    }
}

impl std::error::Error for PackError {}

/// A part as written: what its local header said, which its central directory entry says again.
struct Entry<'a> {
    name: &'a str,
    /// The name's length, checked to fit a zip's 16 bits when the entry is made.
    name_len: u16,
    method: u16,
    crc: u32,
    compressed: u32,
    size: u32,
    offset: u32,
    attributes: u32,
}

/// The parts as a zip, in the order given (`[Content_Types].xml` first, as OPC readers expect), each file deflated
/// at the fastest level.
pub fn pack(parts: &[Part<'_>], capacity: usize) -> Result<Vec<u8>, PackError> {
    let mut out = Vec::with_capacity(capacity);
    let mut entries = Vec::with_capacity(parts.len());
    let mut deflater = Compress::new(Compression::fast(), false);
    let mut compressed = Vec::new();
    for part in parts {
        let too_large = |what: &str| PackError::TooLarge(format!("{} ({what})", part.name));
        let offset = u32::try_from(out.len()).map_err(|_| too_large("the package"))?;
        let (method, crc, size, attributes) = match part.content {
            None => {
                compressed.clear();
                (STORED, 0, 0, DIRECTORY_ATTRIBUTE)
            }
            Some(content) => {
                deflate(&mut deflater, content, &mut compressed)?;
                let size = u32::try_from(content.len()).map_err(|_| too_large("its content"))?;
                (DEFLATED, crc32fast::hash(content), size, 0)
            }
        };
        let entry = Entry {
            name: part.name,
            name_len: u16::try_from(part.name.len()).map_err(|_| too_large("its name"))?,
            method,
            crc,
            compressed: u32::try_from(compressed.len()).map_err(|_| too_large("compressed"))?,
            size,
            offset,
            attributes,
        };
        local_header(&mut out, &entry);
        out.extend_from_slice(&compressed);
        entries.push(entry);
    }
    let directory_at = u32::try_from(out.len()).map_err(|_| PackError::TooLarge("the package".into()))?;
    for entry in &entries {
        central_header(&mut out, entry);
    }
    let directory_len = u32::try_from(out.len()).map_err(|_| PackError::TooLarge("the package".into()))? - directory_at;
    let count = u16::try_from(entries.len()).map_err(|_| PackError::TooLarge("the number of parts".into()))?;
    put32(&mut out, END_OF_CENTRAL_DIRECTORY);
    put16(&mut out, 0); // this disk
    put16(&mut out, 0); // the disk the directory starts on
    put16(&mut out, count);
    put16(&mut out, count);
    put32(&mut out, directory_len);
    put32(&mut out, directory_at);
    put16(&mut out, 0); // no comment
    Ok(out)
}

/// `content` as one raw deflate stream in `into`, through `deflater` reset first (its buffers are kept).
fn deflate(deflater: &mut Compress, content: &[u8], into: &mut Vec<u8>) -> Result<(), PackError> {
    deflater.reset();
    into.clear();
    into.reserve(content.len() / 2 + 64);
    loop {
        let read = usize::try_from(deflater.total_in()).map_err(|e| PackError::Deflate(e.to_string()))?;
        if into.len() == into.capacity() {
            into.reserve(into.capacity().max(64));
        }
        let status = deflater
            .compress_vec(&content[read..], into, FlushCompress::Finish)
            .map_err(|e| PackError::Deflate(e.to_string()))?;
        if status == Status::StreamEnd {
            return Ok(());
        }
    }
}

/// The part's header before its data.
fn local_header(out: &mut Vec<u8>, entry: &Entry<'_>) {
    put32(out, LOCAL_HEADER);
    put16(out, VERSION);
    put16(out, 0); // no flags: sizes and checksum are in the header
    put16(out, entry.method);
    put16(out, DOS_TIME);
    put16(out, DOS_DATE);
    put32(out, entry.crc);
    put32(out, entry.compressed);
    put32(out, entry.size);
    put16(out, entry.name_len);
    put16(out, 0); // no extra field
    out.extend_from_slice(entry.name.as_bytes());
}

/// The part's entry in the central directory.
fn central_header(out: &mut Vec<u8>, entry: &Entry<'_>) {
    put32(out, CENTRAL_HEADER);
    put16(out, VERSION); // made by: MS-DOS attributes, version 2.0
    put16(out, VERSION);
    put16(out, 0);
    put16(out, entry.method);
    put16(out, DOS_TIME);
    put16(out, DOS_DATE);
    put32(out, entry.crc);
    put32(out, entry.compressed);
    put32(out, entry.size);
    put16(out, entry.name_len);
    put16(out, 0); // extra field
    put16(out, 0); // comment
    put16(out, 0); // disk
    put16(out, 0); // internal attributes
    put32(out, entry.attributes);
    put32(out, entry.offset);
    out.extend_from_slice(entry.name.as_bytes());
}

fn put16(out: &mut Vec<u8>, value: u16) {
    out.extend_from_slice(&value.to_le_bytes());
}

fn put32(out: &mut Vec<u8>, value: u32) {
    out.extend_from_slice(&value.to_le_bytes());
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    fn read_back(packed: &[u8]) -> Vec<(String, bool, Vec<u8>)> {
        let mut archive = zip::ZipArchive::new(std::io::Cursor::new(packed)).expect("a zip reader opens it");
        (0..archive.len())
            .map(|i| {
                let mut file = archive.by_index(i).expect("each entry opens");
                let mut content = Vec::new();
                file.read_to_end(&mut content).expect("each entry inflates and its checksum holds");
                (file.name().to_string(), file.is_dir(), content)
            })
            .collect()
    }

    #[test]
    fn every_part_reads_back_byte_for_byte_in_order_with_folders_as_folders() {
        let long: Vec<u8> = (0..200_000u32).flat_map(|i| format!("<w:p>{}</w:p>", i % 977).into_bytes()).collect();
        let parts = [
            Part { name: "[Content_Types].xml", content: Some(b"<Types/>") },
            Part { name: "word/", content: None },
            Part { name: "word/document.xml", content: Some(&long) },
            Part { name: "word/empty.xml", content: Some(b"") },
            Part { name: "word/styles.xml", content: Some(b"<w:styles/>") },
        ];
        let packed = pack(&parts, 0).expect("packs");
        assert!(packed.len() < long.len() / 4, "the long part is compressed: {} bytes", packed.len());
        let read = read_back(&packed);
        let names: Vec<&str> = read.iter().map(|(name, _, _)| name.as_str()).collect();
        assert_eq!(names, ["[Content_Types].xml", "word/", "word/document.xml", "word/empty.xml", "word/styles.xml"]);
        assert!(read[1].1, "a folder entry is a folder");
        assert_eq!(read[0].2, b"<Types/>");
        assert_eq!(read[2].2, long, "a part after a folder, and longer than any buffer, comes back whole");
        assert_eq!(read[3].2, b"");
        assert_eq!(read[4].2, b"<w:styles/>", "the reused stream starts afresh for each part");
        let mut archive = zip::ZipArchive::new(std::io::Cursor::new(&packed[..])).expect("opens");
        assert_eq!(archive.by_name("word/styles.xml").expect("named").compression(), zip::CompressionMethod::Deflated);
    }

    #[test]
    fn a_part_name_longer_than_a_zip_holds_is_refused_not_cut() {
        let name = "x".repeat(70_000);
        let parts = [Part { name: &name, content: Some(b"text") }];
        assert!(matches!(pack(&parts, 0), Err(PackError::TooLarge(_))));
    }
}

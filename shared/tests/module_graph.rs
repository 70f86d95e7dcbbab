//! No module circles in the workspace's crates (docs/decisions/0012-no-module-circles.md).
//!
//! Reads the sources of every crate target of `shared`, `server` and `functions` (libraries, binaries, tests,
//! benches, examples), builds each target's module graph and fails naming every circle in it.
//!
//! - A node is a module: a file, or an inline `mod name { ... }` (test modules included).
//! - An edge A → B means A names something in B: a `use` item or any path in A's code that starts with `crate::`,
//!   `super::`, `self::`, a child module's name, or a name A imported that is itself a module (`use crate::a::b;`
//!   then `b::f()`). A path is charged to the deepest module it names: `crate::drafting::rules::at_will::X` is an
//!   edge to `drafting::rules::at_will`, `crate::drafting::DraftDocument` (a re-export) an edge to `drafting`.
//! - Declaring a child (`mod child;`) is not an edge; re-exporting from it (`pub use child::X`) is. So a parent that
//!   re-exports a child and a child that reaches back to its parent (`super::X`) form a circle.
//! - Comments and literals are skipped; paths to other crates (`shared::`, `std::`) are not edges.
//! - The same graph with each top-level module taken whole (`ai`, `context`, `generation`, ...) must have no circle
//!   either, so imports between the crate's top-level modules run one way.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};

#[test]
fn no_module_circles_in_the_workspace() {
    // MODULE_GRAPH_WORKSPACE checks another checkout with this build (how the check was shown to fail on the
    // commit before the circles were removed).
    let workspace = std::env::var_os("MODULE_GRAPH_WORKSPACE")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join(".."));
    let workspace = workspace.canonicalize().unwrap_or(workspace);
    let mut targets = Vec::new();
    for krate in ["shared", "server", "functions"] {
        targets.extend(crate_targets(&workspace.join(krate)));
    }
    assert!(targets.len() > 20, "found only {} crate targets under {}", targets.len(), workspace.display());

    let mut circles = Vec::new();
    for (name, root) in &targets {
        let graph = ModuleGraph::read(root, &workspace);
        // Top-level modules (`ai`, `context`, `generation`, ...) taken whole must not form a circle either: that
        // catches `a::x -> b::y` with `b::z -> a::w`, which no two files close on their own.
        for component in graph.top_level().circles() {
            circles.push(format!("in {name}, between top-level modules: {}", graph.top_level().describe(&component)));
        }
        for component in graph.circles() {
            circles.push(format!("in {name}: {}", graph.describe(&component)));
        }
    }
    assert!(circles.is_empty(), "module circles (imports must run one way):\n\n{}", circles.join("\n\n"));
}

#[test]
fn the_check_finds_circles_through_uses_paths_super_and_re_exports() {
    let dir = std::env::temp_dir().join(format!("module-graph-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("ai")).expect("temporary directory");
    let write = |path: &str, text: &str| std::fs::write(dir.join(path), text).expect("temporary file");
    write("lib.rs", "pub mod ai;\npub mod context;\npub mod generation;\npub mod clock;\n");
    // ai re-exports its drafter, which reaches generation; generation uses the context, which calls back into ai.
    write("ai/mod.rs", "mod drafter;\npub use drafter::AiDrafter;\n// crate::clock::Clock in a comment is no edge\n");
    write("ai/drafter.rs", "use crate::generation::{self, DraftError};\npub struct AiDrafter;\n");
    write("generation.rs", "use crate::context::AppContext;\nconst S: &str = \"crate::ai::X\";\n");
    write("context.rs", "pub struct AppContext;\nfn f() { let _ = crate::ai::from_config(); }\n");
    write("clock.rs", "#[cfg(test)]\nmod tests {\n    use super::*;\n}\n");
    let graph = ModuleGraph::read(&dir.join("lib.rs"), &dir);
    let circles: Vec<String> = graph.circles().iter().map(|c| graph.describe(c)).collect();
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(circles.len(), 1, "{circles:#?}");
    let members = ["ai", "ai::drafter", "context", "generation"];
    assert_eq!(graph.circles()[0], members.map(String::from).to_vec(), "{circles:#?}");
    assert!(circles[0].contains("context -> ai"), "{}", circles[0]);
    assert_eq!(graph.top_level().circles(), vec![vec!["ai".to_string(), "context".into(), "generation".into()]]);
}

#[test]
fn the_check_finds_circles_between_top_level_modules_that_no_two_files_close() {
    let dir = std::env::temp_dir().join(format!("module-graph-top-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("payments")).expect("temporary directory");
    let write = |path: &str, text: &str| std::fs::write(dir.join(path), text).expect("temporary file");
    write("lib.rs", "pub mod config;\npub mod payments;\n");
    write("payments/mod.rs", "pub mod stripe;\npub const LOCAL: &str = \"test\";\n");
    write("payments/stripe.rs", "use crate::config::Secret;\npub const DEFAULT_API_BASE: &str = \"x\";\n");
    write("config.rs", "pub struct Secret;\nfn f() -> &'static str { crate::payments::LOCAL }\n");
    let graph = ModuleGraph::read(&dir.join("lib.rs"), &dir);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(graph.circles().is_empty(), "{:?}", graph.circles());
    assert_eq!(graph.top_level().circles(), vec![vec!["config".to_string(), "payments".into()]]);
}

/// Every target Cargo finds on its own in a crate: name (for messages) and root file.
fn crate_targets(krate: &Path) -> Vec<(String, PathBuf)> {
    let crate_name = krate.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let mut targets = Vec::new();
    for root in ["src/lib.rs", "src/main.rs"] {
        if krate.join(root).is_file() {
            targets.push((format!("{crate_name} ({root})"), krate.join(root)));
        }
    }
    for dir in ["src/bin", "tests", "benches", "examples"] {
        let Ok(entries) = std::fs::read_dir(krate.join(dir)) else { continue };
        let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        entries.sort();
        for path in entries {
            let root = if path.is_dir() { path.join("main.rs") } else { path.clone() };
            if root.is_file() && root.extension().is_some_and(|e| e == "rs") {
                let shown = root.strip_prefix(krate).unwrap_or(&root).display().to_string();
                targets.push((format!("{crate_name} ({shown})"), root));
            }
        }
    }
    targets
}

#[derive(Clone, Debug, PartialEq)]
enum Token {
    Ident(String),
    Str(String),
    /// `::`
    PathSep,
    Punct(char),
}

/// Rust source as tokens with their line numbers: comments dropped, literals other than strings dropped, strings
/// kept (for `#[path = "..."]`) but never read as paths.
fn lex(source: &str) -> Vec<(Token, usize)> {
    let chars: Vec<char> = source.chars().collect();
    let mut tokens = Vec::new();
    let (mut i, mut line) = (0, 1);
    let at = |i: usize| chars.get(i).copied().unwrap_or('\0');
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c.is_whitespace() {
            i += 1;
        } else if c == '/' && at(i + 1) == '/' {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && at(i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    line += usize::from(chars[i] == '\n');
                    i += 1;
                }
            }
        } else if let Some((hashes, start)) = raw_string_start(&chars, i) {
            let start_line = line;
            let mut j = start;
            let mut text = String::new();
            while j < chars.len() {
                if chars[j] == '"' && (1..=hashes).all(|k| at(j + k) == '#') {
                    break;
                }
                line += usize::from(chars[j] == '\n');
                text.push(chars[j]);
                j += 1;
            }
            tokens.push((Token::Str(text), start_line));
            i = j + 1 + hashes;
        } else if c == '"' || ((c == 'b' || c == 'c') && at(i + 1) == '"') {
            let start_line = line;
            let mut j = if c == '"' { i + 1 } else { i + 2 };
            let mut text = String::new();
            while j < chars.len() && chars[j] != '"' {
                if chars[j] == '\\' {
                    text.push(at(j + 1));
                    line += usize::from(at(j + 1) == '\n');
                    j += 2;
                    continue;
                }
                line += usize::from(chars[j] == '\n');
                text.push(chars[j]);
                j += 1;
            }
            tokens.push((Token::Str(text), start_line));
            i = j + 1;
        } else if c == '\'' || (c == 'b' && at(i + 1) == '\'') {
            let q = if c == '\'' { i } else { i + 1 };
            if at(q + 1) == '\\' {
                // An escaped character literal: '\n', '\'', '\u{1F600}'.
                let mut j = q + 3;
                while j < chars.len() && chars[j] != '\'' {
                    j += 1;
                }
                i = j + 1;
            } else if at(q + 2) == '\'' {
                i = q + 3;
            } else {
                // A lifetime or label: skip the quote; its name is lexed as an identifier nobody resolves.
                i = q + 1;
            }
        } else if c == 'r' && at(i + 1) == '#' && (at(i + 2).is_alphabetic() || at(i + 2) == '_') {
            i += 2;
        } else if c.is_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            tokens.push((Token::Ident(chars[start..i].iter().collect()), line));
        } else if c.is_ascii_digit() {
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_' || chars[i] == '.') {
                if chars[i] == '.' && !at(i + 1).is_ascii_digit() {
                    break;
                }
                i += 1;
            }
        } else if c == ':' && at(i + 1) == ':' {
            tokens.push((Token::PathSep, line));
            i += 2;
        } else {
            tokens.push((Token::Punct(c), line));
            i += 1;
        }
    }
    tokens
}

/// `r"`, `r#"`, `br##"`, ...: the number of hashes and where the text starts.
fn raw_string_start(chars: &[char], i: usize) -> Option<(usize, usize)> {
    let mut j = i;
    if chars.get(j) == Some(&'b') || chars.get(j) == Some(&'c') {
        j += 1;
    }
    if chars.get(j) != Some(&'r') {
        return None;
    }
    if i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_') {
        return None;
    }
    j += 1;
    let hashes = chars[j..].iter().take_while(|c| **c == '#').count();
    (chars.get(j + hashes) == Some(&'"')).then_some((hashes, j + hashes + 1))
}

/// One module: where it is written and its own tokens (inline child modules taken out).
struct Module {
    file: PathBuf,
    tokens: Vec<(Token, usize)>,
    children: BTreeSet<String>,
}

/// A target's modules (by path from the crate root, "" for the root) and the edges between them, each with where
/// it was first seen.
struct ModuleGraph {
    /// Files are named relative to this folder in messages.
    base: PathBuf,
    modules: BTreeMap<String, Module>,
    edges: BTreeMap<String, BTreeMap<String, String>>,
}

fn join(parent: &str, child: &str) -> String {
    if parent.is_empty() {
        child.to_string()
    } else {
        format!("{parent}::{child}")
    }
}

fn shown(module: &str) -> &str {
    if module.is_empty() {
        "crate"
    } else {
        module
    }
}

impl ModuleGraph {
    fn read(root: &Path, base: &Path) -> ModuleGraph {
        let mut graph = ModuleGraph { base: base.to_path_buf(), modules: BTreeMap::new(), edges: BTreeMap::new() };
        graph.load_file(String::new(), root, true);
        let names: Vec<String> = graph.modules.keys().cloned().collect();
        for name in names {
            graph.add_edges(&name);
        }
        graph
    }

    /// Reads a module's file and, recursively, the files of the modules it declares.
    fn load_file(&mut self, path: String, file: &Path, owns_directory: bool) {
        let source = std::fs::read_to_string(file)
            .unwrap_or_else(|err| panic!("cannot read {} (module {}): {err}", file.display(), shown(&path)));
        // Where `mod child;` looks for child.rs: next to lib.rs/main.rs/mod.rs, in a folder named after other files.
        let child_dir = match (owns_directory, file.parent(), file.file_stem()) {
            (true, Some(dir), _) => dir.to_path_buf(),
            (false, Some(dir), Some(stem)) => dir.join(stem),
            _ => PathBuf::new(),
        };
        let base_dir = file.parent().map(Path::to_path_buf).unwrap_or_default();
        self.load_tokens(path, file, lex(&source), &child_dir, &base_dir);
    }

    fn load_tokens(
        &mut self,
        path: String,
        file: &Path,
        tokens: Vec<(Token, usize)>,
        child_dir: &Path,
        base_dir: &Path,
    ) {
        let mut own = Vec::new();
        let mut children = BTreeSet::new();
        let mut declared = Vec::new();
        let mut path_attribute: Option<String> = None;
        let mut i = 0;
        while i < tokens.len() {
            match (&tokens[i].0, tokens.get(i + 1).map(|t| &t.0), tokens.get(i + 2).map(|t| &t.0)) {
                // #[path = "file.rs"]
                (Token::Punct('#'), Some(Token::Punct('[')), Some(Token::Ident(word))) if word == "path" => {
                    if let Some((Token::Str(file), _)) = tokens.get(i + 4) {
                        path_attribute = Some(file.clone());
                    }
                    own.push(tokens[i].clone());
                    i += 1;
                }
                (Token::Ident(word), Some(Token::Ident(name)), Some(next))
                    if word == "mod" && matches!(next, Token::Punct(';') | Token::Punct('{')) =>
                {
                    let child = join(&path, name);
                    children.insert(name.clone());
                    if *next == Token::Punct(';') {
                        let location = match path_attribute.take() {
                            Some(file) => base_dir.join(file),
                            None if child_dir.join(format!("{name}.rs")).is_file() => {
                                child_dir.join(format!("{name}.rs"))
                            }
                            None => child_dir.join(name).join("mod.rs"),
                        };
                        let owns = location.file_name().is_some_and(|f| f == "mod.rs");
                        declared.push((child, location, owns));
                        i += 3;
                    } else {
                        let mut depth = 0;
                        let mut end = i + 2;
                        while end < tokens.len() {
                            match tokens[end].0 {
                                Token::Punct('{') => depth += 1,
                                Token::Punct('}') => {
                                    depth -= 1;
                                    if depth == 0 {
                                        break;
                                    }
                                }
                                _ => {}
                            }
                            end += 1;
                        }
                        let body = tokens[i + 3..end.min(tokens.len())].to_vec();
                        path_attribute = None;
                        self.load_tokens(child, file, body, &child_dir.join(name), &child_dir.join(name));
                        i = end + 1;
                    }
                }
                _ => {
                    if let Token::Punct(';') | Token::Punct('{') = tokens[i].0 {
                        path_attribute = None;
                    }
                    own.push(tokens[i].clone());
                    i += 1;
                }
            }
        }
        self.modules.insert(path, Module { file: file.to_path_buf(), tokens: own, children });
        for (child, location, owns) in declared {
            self.load_file(child, &location, owns);
        }
    }

    /// The same target with each top-level module (and everything in it) as one node.
    fn top_level(&self) -> ModuleGraph {
        let top = |module: &str| module.split("::").next().unwrap_or_default().to_string();
        let mut graph = ModuleGraph { base: self.base.clone(), modules: BTreeMap::new(), edges: BTreeMap::new() };
        for (module, found) in &self.modules {
            graph.modules.entry(top(module)).or_insert_with(|| Module {
                file: found.file.clone(),
                tokens: Vec::new(),
                children: BTreeSet::new(),
            });
        }
        for (from, targets) in &self.edges {
            for (to, place) in targets {
                if top(from) != top(to) {
                    graph.edges.entry(top(from)).or_default().entry(top(to)).or_insert_with(|| place.clone());
                }
            }
        }
        graph
    }

    /// The deepest module an absolute path names.
    fn deepest_module(&self, segments: &[String]) -> String {
        let mut best = String::new();
        let mut current = String::new();
        for segment in segments {
            current = join(&current, segment);
            if self.modules.contains_key(&current) {
                best = current.clone();
            } else {
                break;
            }
        }
        best
    }

    /// A path's first segment as an absolute module path, if it is one this module can name.
    fn start(&self, module: &str, first: &str, aliases: &HashMap<String, String>) -> Option<Vec<String>> {
        let segments = |m: &str| -> Vec<String> {
            if m.is_empty() {
                Vec::new()
            } else {
                m.split("::").map(String::from).collect()
            }
        };
        match first {
            "crate" => Some(Vec::new()),
            "self" => Some(segments(module)),
            "super" => {
                let mut parent = segments(module);
                parent.pop();
                Some(parent)
            }
            name if self.modules[module].children.contains(name) => Some(segments(&join(module, name))),
            name => aliases.get(name).map(|m| segments(m)),
        }
    }

    fn add_edges(&mut self, module: &str) {
        let tokens = &self.modules[module].tokens;
        let file = self.modules[module].file.strip_prefix(&self.base).unwrap_or(&self.modules[module].file);
        let file = file.display().to_string();
        let mut aliases: HashMap<String, String> = HashMap::new();
        let mut found: Vec<(String, usize)> = Vec::new();
        // `use` items first, so the modules they import are known as aliases everywhere in the module.
        let mut i = 0;
        while i < tokens.len() {
            if tokens[i].0 == Token::Ident("use".into()) {
                let mut leaves = Vec::new();
                let mut j = i + 1;
                if tokens.get(j).map(|t| &t.0) == Some(&Token::PathSep) {
                    j += 1; // `use ::std::...`: another crate
                    i = j;
                    continue;
                }
                use_tree(tokens, &mut j, Vec::new(), &mut leaves);
                for (segments, rename, line) in leaves {
                    let Some(first) = segments.first() else { continue };
                    let Some(mut absolute) = self.start(module, first, &HashMap::new()) else { continue };
                    absolute.extend(segments[1..].iter().filter(|s| *s != "self").cloned());
                    let target = self.deepest_module(&absolute);
                    if target == absolute.join("::") && !target.is_empty() {
                        let name = rename.unwrap_or_else(|| absolute.last().cloned().unwrap_or_default());
                        if name != "_" && name != "*" {
                            aliases.insert(name, target.clone());
                        }
                    }
                    found.push((target, line));
                }
                i = j;
            } else {
                i += 1;
            }
        }
        // Then every path in the code.
        let mut in_use = false;
        for (i, (token, line)) in tokens.iter().enumerate() {
            match token {
                Token::Ident(word) if word == "use" => in_use = true,
                Token::Punct(';') => in_use = false,
                Token::Ident(first)
                    if !in_use
                        && tokens.get(i + 1).map(|t| &t.0) == Some(&Token::PathSep)
                        && (i == 0 || !matches!(tokens[i - 1].0, Token::PathSep)) =>
                {
                    let Some(mut absolute) = self.start(module, first, &aliases) else { continue };
                    let mut j = i + 1;
                    while let (Some(Token::PathSep), Some(Token::Ident(next))) =
                        (tokens.get(j).map(|t| &t.0), tokens.get(j + 1).map(|t| &t.0))
                    {
                        absolute.push(next.clone());
                        j += 2;
                    }
                    found.push((self.deepest_module(&absolute), *line));
                }
                _ => {}
            }
        }
        let edges = self.edges.entry(module.to_string()).or_default();
        for (target, line) in found {
            if target != module {
                edges.entry(target).or_insert_with(|| format!("{file}:{line}"));
            }
        }
    }

    /// The strongly connected components with more than one module, each sorted.
    fn circles(&self) -> Vec<Vec<String>> {
        // Tarjan's algorithm, iterative over the sorted nodes so the answer is stable.
        struct State<'a> {
            graph: &'a ModuleGraph,
            index: HashMap<&'a str, usize>,
            low: HashMap<&'a str, usize>,
            stack: Vec<&'a str>,
            on_stack: BTreeSet<&'a str>,
            next: usize,
            found: Vec<Vec<String>>,
        }
        fn visit<'a>(state: &mut State<'a>, node: &'a str) {
            state.index.insert(node, state.next);
            state.low.insert(node, state.next);
            state.next += 1;
            state.stack.push(node);
            state.on_stack.insert(node);
            let graph = state.graph;
            for target in graph.edges.get(node).into_iter().flat_map(|e| e.keys()) {
                let target = target.as_str();
                if !state.index.contains_key(target) {
                    visit(state, target);
                    let low = state.low[node].min(state.low[target]);
                    state.low.insert(node, low);
                } else if state.on_stack.contains(target) {
                    let low = state.low[node].min(state.index[target]);
                    state.low.insert(node, low);
                }
            }
            if state.low[node] == state.index[node] {
                let mut component = Vec::new();
                while let Some(member) = state.stack.pop() {
                    state.on_stack.remove(member);
                    component.push(member.to_string());
                    if member == node {
                        break;
                    }
                }
                if component.len() > 1 {
                    component.sort();
                    state.found.push(component);
                }
            }
        }
        let mut state = State {
            graph: self,
            index: HashMap::new(),
            low: HashMap::new(),
            stack: Vec::new(),
            on_stack: BTreeSet::new(),
            next: 0,
            found: Vec::new(),
        };
        for node in self.modules.keys() {
            if !state.index.contains_key(node.as_str()) {
                visit(&mut state, node);
            }
        }
        state.found.sort();
        state.found
    }

    /// A circle as loops through it (the shortest from each member no loop shown so far passes), each edge with
    /// where it is, then every module in it.
    fn describe(&self, component: &[String]) -> String {
        let members: BTreeSet<&str> = component.iter().map(String::as_str).collect();
        let mut covered: BTreeSet<&str> = BTreeSet::new();
        let mut text = String::new();
        for start in component.iter().map(String::as_str) {
            if covered.contains(start) {
                continue;
            }
            let loop_nodes = self.shortest_loop(start, &members);
            covered.extend(loop_nodes.iter().copied());
            if !text.is_empty() {
                text.push_str("\n  and ");
            }
            text.push_str(&loop_nodes.iter().map(|m| shown(m)).collect::<Vec<_>>().join(" -> "));
            for pair in loop_nodes.windows(2) {
                let place = &self.edges[pair[0]][pair[1]];
                text.push_str(&format!("\n    {} -> {} at {place}", shown(pair[0]), shown(pair[1])));
            }
        }
        let all: Vec<&str> = component.iter().map(|m| shown(m)).collect();
        text.push_str(&format!("\n  (all modules in it: {})", all.join(", ")));
        text
    }

    /// The shortest way from `start` back to itself through `members`, both ends included.
    fn shortest_loop<'a>(&'a self, start: &'a str, members: &BTreeSet<&str>) -> Vec<&'a str> {
        let mut previous: HashMap<&str, &str> = HashMap::new();
        let mut queue = std::collections::VecDeque::from([start]);
        let mut closing = start;
        'search: while let Some(node) = queue.pop_front() {
            for target in self.edges.get(node).into_iter().flat_map(|e| e.keys()) {
                let target = target.as_str();
                if target == start {
                    closing = node;
                    break 'search;
                }
                if members.contains(target) && !previous.contains_key(target) {
                    previous.insert(target, node);
                    queue.push_back(target);
                }
            }
        }
        let mut loop_nodes = vec![start];
        let mut node = closing;
        while node != start {
            loop_nodes.push(node);
            node = previous[node];
        }
        loop_nodes[1..].reverse();
        loop_nodes.push(start);
        loop_nodes
    }
}

/// Reads a `use` tree from `tokens[*i]` to its `;`: each leaf as its path segments, its `as` name and its line.
fn use_tree(
    tokens: &[(Token, usize)],
    i: &mut usize,
    prefix: Vec<String>,
    leaves: &mut Vec<(Vec<String>, Option<String>, usize)>,
) {
    let mut segments = prefix;
    let line = tokens.get(*i).map_or(0, |t| t.1);
    loop {
        match tokens.get(*i).map(|t| &t.0) {
            Some(Token::Ident(word)) => {
                segments.push(word.clone());
                *i += 1;
            }
            Some(Token::Punct('*')) => {
                *i += 1;
                leaves.push((segments, Some("*".into()), line));
                return;
            }
            Some(Token::Punct('{')) => {
                *i += 1;
                loop {
                    match tokens.get(*i).map(|t| &t.0) {
                        Some(Token::Punct('}')) => {
                            *i += 1;
                            return;
                        }
                        Some(Token::Punct(',')) => *i += 1,
                        None => return,
                        _ => use_tree(tokens, i, segments.clone(), leaves),
                    }
                }
            }
            _ => break,
        }
        match tokens.get(*i).map(|t| &t.0) {
            Some(Token::PathSep) => *i += 1,
            Some(Token::Ident(word)) if word == "as" => {
                let rename = match tokens.get(*i + 1).map(|t| &t.0) {
                    Some(Token::Ident(name)) => Some(name.clone()),
                    _ => None,
                };
                *i += 2;
                leaves.push((segments, rename, line));
                return;
            }
            _ => break,
        }
    }
    leaves.push((segments, None, line));
}

//! Prints how the screen reads a customer's text: each window as the families' patterns see it, normalised (see
//! `shared/drafting/screen/families.toml`). For writing a family's patterns:
//! `echo "No eliminaremos sus datos" | cargo run -q -p shared --example screen_windows`.

use std::io::Read;

fn main() -> std::io::Result<()> {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text)?;
    for window in shared::drafting::screen::read::windows(&text) {
        println!("{window}");
    }
    Ok(())
}

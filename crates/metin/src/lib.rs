#![forbid(unsafe_code)]
//! The lesson texts themselves checked (`cargo xtask verify --metin`, `accept --metin`): what an
//! author publishes is the text, its JavaScript programs and the output printed under each.
//!
//! - [`okuma`] reads a text: its code blocks from their headers, its printed outputs by their
//!   shape, its section headings. A block is found by what it is, never by a line number.
//! - [`denetim`] checks a text: each printed output against what the Rust program prints for
//!   the K01 figures of `crates/k01`, a broken claim at its section's heading, the K01 figures
//!   copied into the text's code; and rewrites the stale printed outputs in place, nothing else.
//! - [`js`] runs the text's own code with node, where node is installed: each program against
//!   the output printed under it, and its model's `kosum` against the Rust port's.
//!
//! The lessons come from their one list (`dersler`); the programs' outputs are given by the
//! caller (`cargo xtask`, which builds and runs them).

pub mod denetim;
pub mod js;
pub mod okuma;

pub use denetim::{Ciktilar, Girdi, MetinRaporu, MetinSonucu, denetle, yazdir, yenile};

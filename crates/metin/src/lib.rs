#![forbid(unsafe_code)]
//! The lesson texts themselves checked (`cargo xtask verify --metin`, `accept --metin`): what an
//! author publishes is the text, its JavaScript programs and the output printed under each.
//!
//! - [`okuma`] reads a text: its code blocks from their headers, its printed outputs by their
//!   shape, its section headings. A block is found by what it is, never by a line number.
//! - [`toplama`] collects the texts; [`dogrulama`] checks each: each printed output against what
//!   the Rust program prints for the K01 figures of `crates/k01`, a broken claim at its
//!   section's heading ([`yerlestirme`]), the K01 figures copied into the text's code
//!   ([`k01`]). [`rapor`] is what it found, [`yazdirma`] prints it, and [`yenileme`] rewrites
//!   the stale printed outputs in place, nothing else.
//! - [`cumle`] finds a lesson's moments in its text: the sentence each locator names.
//! - [`js`] runs the text's own code with node, where node is installed: each program against
//!   the output printed under it, and its model's `kosum` against the Rust port's.
//!
//! The lessons come from their one list (`dersler`); the programs' outputs are given by the
//! caller (`cargo xtask`, which builds and runs them).

pub mod cumle;
pub mod dogrulama;
pub mod girdi;
pub mod js;
pub mod k01;
pub mod okuma;
pub mod rapor;
pub mod toplama;
pub mod yazdirma;
pub mod yenileme;
pub mod yerlestirme;

pub use dogrulama::denetle;
pub use girdi::{Ciktilar, MetinGirdisi};
pub use rapor::{MetinRaporu, MetinSonucu};
pub use yazdirma::yazdir;
pub use yenileme::yenile;

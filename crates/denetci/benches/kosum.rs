//! `cargo bench -p denetci`: one run at the lesson's size and at the largest accepted size.

use denetci::{Secenek, aralik, kosum};

fn main() {
    divan::main();
}

/// The lesson's scenario: 12 jobs, settled by round 8.
#[divan::bench]
fn ders() -> u32 {
    kosum(divan::black_box(&Secenek::default())).unwrap().tamamlanan
}

/// The largest accepted run: no supervisor, so nothing settles and all 100 000 rounds run.
#[divan::bench]
fn en_buyuk() -> u32 {
    let s = Secenek { denetci: false, tur: aralik::TUR.ust, ..Secenek::default() };
    kosum(divan::black_box(&s)).unwrap().tamamlanan
}

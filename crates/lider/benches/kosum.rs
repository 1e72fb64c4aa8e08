//! `cargo bench -p lider`: one run at the lesson's size and at the largest accepted size.

use lider::{Secenek, aralik, kosum};

fn main() {
    divan::main();
}

/// The lesson's scenario: 5 nodes, 24 rounds.
#[divan::bench]
fn ders() -> u32 {
    kosum(divan::black_box(&Secenek::default())).unwrap().baslatilan
}

/// The largest accepted run: 100 nodes, 10 000 rounds, with fencing and a persistent trigger.
#[divan::bench]
fn en_buyuk() -> u32 {
    let s = Secenek {
        dugum: aralik::DUGUM.ust,
        kira: 1,
        yenileme: 1,
        duraklama: aralik::DURAKLAMA.ust,
        citleme: true,
        kalici_tetik: true,
        tur: aralik::TUR.ust,
    };
    kosum(divan::black_box(&s)).unwrap().baslatilan
}

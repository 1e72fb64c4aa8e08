//! `cargo bench -p panel`: what one keystroke in a lesson's panel costs natively (the browser
//! test, `cargo xtask kitap -- --sina`, times the same call compiled to WebAssembly): the text,
//! the story and the timeline as JSON, at the lesson's scenario and at the largest accepted
//! options (every whole-number flag at its upper bound).

use ders::Program;
use ders::secenek::Girdi;

fn main() {
    divan::main();
}

/// Every lesson's name, from the one list.
fn dersler() -> Vec<&'static str> {
    dersler::DERSLER.iter().map(|d| d.ad()).collect()
}

/// The URL fragment with every whole-number option of `olc` at its upper bound.
fn en_buyuk_parca(ders: &str) -> String {
    let tanimlar = dersler::bul(ders).expect("a lesson").secenek_tanimlari(Program::Olc);
    let tamlar = tanimlar.iter().filter_map(|t| match t.girdi {
        Girdi::Tam(_, a) => Some(format!("{}={}", t.bayrak, a.ust)),
        _ => None,
    });
    tamlar.collect::<Vec<_>>().join("&")
}

/// The lesson's scenario.
#[divan::bench(args = dersler())]
fn ders(b: divan::Bencher, ders: &str) {
    b.bench(|| panel::calistir_json(ders, "olc", divan::black_box("")).map(|j| j.len()));
}

/// The largest accepted options.
#[divan::bench(args = dersler())]
fn en_buyuk(b: divan::Bencher, ders: &str) {
    let parca = en_buyuk_parca(ders);
    b.bench(|| panel::calistir_json(ders, "olc", divan::black_box(&parca)).map(|j| j.len()));
}

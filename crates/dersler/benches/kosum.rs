//! `cargo bench -p dersler`: one model run of each lesson (olc's first column), at the lesson's
//! size and at the largest accepted size (every whole-number flag at its upper bound).

use ders::secenek::{Deger, Girdi};
use ders::{Degerler, Programlar};

fn main() {
    divan::main();
}

/// olc's first column on the base scenario the flags' values `d` describe.
fn ilk_sutun<D: Programlar>(d: &Degerler) -> D::Secenek {
    let mut sutunlar = D::sutunlar(&D::Taban::from(d));
    sutunlar.remove(0).1
}

/// The two benchmarks, for every lesson of the list.
macro_rules! tezgah {
    ($($ders:path),* $(,)?) => {
        /// The lesson's scenario.
        #[divan::bench(types = [$($ders),*])]
        fn ders<D: Programlar>(b: divan::Bencher) {
            let s = ilk_sutun::<D>(&Degerler::varsayilan(D::SENARYO));
            b.bench(|| D::kosum(divan::black_box(&s)).is_ok());
        }

        /// The largest accepted run: every whole-number flag at its upper bound.
        #[divan::bench(types = [$($ders),*])]
        fn en_buyuk<D: Programlar>(b: divan::Bencher) {
            let mut d = Degerler::varsayilan(D::SENARYO);
            for &t in D::SENARYO {
                if let Girdi::Tam(_, a) = t.girdi() {
                    d = d.ile(t, Deger::Tam(a.ust));
                }
            }
            let s = ilk_sutun::<D>(&d);
            b.bench(|| D::kosum(divan::black_box(&s)).is_ok());
        }
    };
}

dersler::her_ders!(tezgah);

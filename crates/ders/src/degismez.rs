//! Exhaustive checking of invariants over a bounded grid of option sets, in the order that makes
//! the first violation found the smallest one. Each lesson names its invariants and its grids
//! ([`Degismezler::PLAN`](crate::Degismezler::PLAN)); this module runs them (on several threads) and keeps
//! per invariant the sets checked, the time spent and the smallest counterexample.

use serde::{Deserialize, Serialize};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// One dimension of a lesson's grids over options `S`: `(name, smallest value, largest value in
/// the test grid, largest value in the full grid, how a value sets the option)`.
pub type Boyut<S> = (&'static str, u32, u32, u32, fn(&mut S, u32));

/// Which bounds: the full ones `cargo xtask kesif` checks, or the small ones `cargo test`
/// checks (the docs' counterexamples come from the small grid). The same for the invariants'
/// grids and the checker's exploration.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Boy {
    /// The full bounds.
    Tam,
    /// The small bounds.
    Kucuk,
}

/// A grid: every combination of the dimensions' values, the first dimension varying slowest.
/// Put the dimension that makes a run smallest first (rounds, then nodes or jobs, then the
/// rest): the grid's order is then the order of "smallest counterexample".
#[derive(Debug)]
pub struct Izgara<S: 'static> {
    /// The dimensions, in significance order.
    pub boyutlar: &'static [Boyut<S>],
    /// Which bound of each dimension this grid goes up to.
    pub boy: Boy,
}

impl<S> Clone for Izgara<S> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<S> Copy for Izgara<S> {}

impl<S> Izgara<S> {
    /// `(smallest, largest)` of dimension `b` in this grid.
    fn sinirlar(&self, &(_, alt, kucuk, tam, _): &Boyut<S>) -> (u32, u32) {
        (alt, if self.boy == Boy::Tam { tam } else { kucuk })
    }

    /// The options at point `nokta` (one value per dimension): `taban` with each dimension's
    /// option set to its value.
    pub fn kume(&self, taban: &S, nokta: &[u32]) -> S
    where
        S: Clone,
    {
        let mut s = taban.clone();
        for (b, &v) in self.boyutlar.iter().zip(nokta) {
            (b.4)(&mut s, v);
        }
        s
    }

    /// How many option sets the grid holds.
    pub fn sayi(&self) -> usize {
        let adet = |b| {
            let (a, u) = self.sinirlar(b);
            (u - a + 1) as usize
        };
        self.boyutlar.iter().map(adet).product()
    }

    /// The `i`-th point of the grid, one value per dimension.
    pub fn nokta(&self, i: usize) -> Vec<u32> {
        let mut d = vec![0; self.boyutlar.len()];
        self.nokta_yaz(i, &mut d);
        d
    }

    /// Writes the `i`-th point into `d` (one slot per dimension), without allocating.
    fn nokta_yaz(&self, mut i: usize, d: &mut [u32]) {
        for (k, b) in self.boyutlar.iter().enumerate().rev() {
            let (alt, ust) = self.sinirlar(b);
            let n = (ust - alt + 1) as usize;
            d[k] = alt + (i % n) as u32;
            i /= n;
        }
    }
}

/// What an invariant says about one option set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DegismezKarari {
    /// The invariant does not speak about this set (its precondition does not hold).
    Uygulanmaz,
    /// It holds.
    Tamam,
    /// It fails, and why.
    Ihlal(String),
}

impl DegismezKarari {
    /// [`DegismezKarari::Tamam`] if `tutar`, else the violation with its reason (built only then).
    pub fn tutar(tutar: bool, neden: impl FnOnce() -> String) -> DegismezKarari {
        if tutar { DegismezKarari::Tamam } else { DegismezKarari::Ihlal(neden()) }
    }
}

/// An invariant over a model's options `S` and result `O`.
#[derive(Debug)]
pub struct Degismez<S, O> {
    /// Its name (Turkish, snake case).
    pub ad: &'static str,
    /// What it claims, in one line.
    pub anlam: &'static str,
    /// Checks one set and its result.
    pub denetle: fn(&S, &O) -> DegismezKarari,
}

/// An invariant's outcome over a grid.
#[derive(Debug, Clone, PartialEq)]
pub struct IzgaraSonucu<S> {
    /// The invariant's name.
    pub ad: &'static str,
    /// What it claims.
    pub anlam: &'static str,
    /// Option sets it spoke about.
    pub denenen: u64,
    /// Time spent in its checks (the runs themselves are shared: see [`Tarama::sure`]).
    pub sure: Duration,
    /// The smallest set that breaks it, with why.
    pub karsi_ornek: Option<(S, String)>,
}

/// A whole grid's outcome.
#[derive(Debug, Clone, PartialEq)]
pub struct Tarama<S> {
    /// Option sets run.
    pub kume: usize,
    /// Wall time, runs and checks together.
    pub sure: Duration,
    /// One outcome per invariant, in the given order.
    pub sonuclar: Vec<IzgaraSonucu<S>>,
}

/// Per thread, per invariant: sets checked, time, smallest violation (grid index, why).
type Yerel = Vec<(u64, Duration, Option<(usize, String)>)>;

/// Runs `kos` on every point of `izgara` (turned into options by `kume`) and checks every
/// invariant on it, on `is_parcacigi` threads.
pub fn tara<S, O>(
    izgara: &Izgara<S>,
    kume: impl Fn(&[u32]) -> S + Sync,
    kos: impl Fn(&S) -> O + Sync,
    degismezler: &[Degismez<S, O>],
    is_parcacigi: usize,
) -> Tarama<S> {
    const PARCA: usize = 4096;
    let bas = Instant::now();
    let sayi = izgara.sayi();
    let sira = AtomicUsize::new(0);
    let toplam: Mutex<Vec<Yerel>> = Mutex::new(Vec::new());
    std::thread::scope(|kapsam| {
        for _ in 0..is_parcacigi.max(1) {
            kapsam.spawn(|| {
                let mut yerel: Yerel =
                    degismezler.iter().map(|_| (0, Duration::ZERO, None)).collect();
                let mut nokta = vec![0; izgara.boyutlar.len()];
                loop {
                    let ilk = sira.fetch_add(PARCA, Ordering::Relaxed);
                    if ilk >= sayi {
                        break;
                    }
                    for i in ilk..(ilk + PARCA).min(sayi) {
                        izgara.nokta_yaz(i, &mut nokta);
                        let s = kume(&nokta);
                        let o = kos(&s);
                        for (d, (denenen, sure, ihlal)) in degismezler.iter().zip(yerel.iter_mut())
                        {
                            let t = Instant::now();
                            let karar = (d.denetle)(&s, &o);
                            *sure += t.elapsed();
                            match karar {
                                DegismezKarari::Uygulanmaz => {}
                                DegismezKarari::Tamam => *denenen += 1,
                                DegismezKarari::Ihlal(neden) => {
                                    *denenen += 1;
                                    if ihlal.as_ref().is_none_or(|(j, _)| i < *j) {
                                        *ihlal = Some((i, neden));
                                    }
                                }
                            }
                        }
                    }
                }
                toplam.lock().expect("no thread panics holding the lock").push(yerel);
            });
        }
    });
    let toplam = toplam.into_inner().expect("no thread panicked");
    let sonuclar = degismezler
        .iter()
        .enumerate()
        .map(|(k, d)| {
            let denenen = toplam.iter().map(|y| y[k].0).sum();
            let sure = toplam.iter().map(|y| y[k].1).sum();
            let ihlal = toplam.iter().filter_map(|y| y[k].2.clone()).min_by_key(|(i, _)| *i);
            let karsi_ornek = ihlal.map(|(i, neden)| (kume(&izgara.nokta(i)), neden));
            IzgaraSonucu { ad: d.ad, anlam: d.anlam, denenen, sure, karsi_ornek }
        })
        .collect();
    Tarama { kume: sayi, sure: bas.elapsed(), sonuclar }
}

#[cfg(test)]
mod tests {
    use super::*;

    const G: Izgara<[u32; 2]> = Izgara {
        boyutlar: &[("a", 0, 1, 2, |s, v| s[0] = v), ("b", 1, 3, 3, |s, v| s[1] = v)],
        boy: Boy::Tam,
    };

    #[test]
    fn izgara_ilk_boyut_en_yavas_degisir() {
        assert_eq!(G.sayi(), 9);
        assert_eq!(Izgara { boy: Boy::Kucuk, ..G }.sayi(), 6);
        assert_eq!(
            (0..4).map(|i| G.nokta(i)).collect::<Vec<_>>(),
            [[0, 1], [0, 2], [0, 3], [1, 1]]
        );
        assert_eq!(G.nokta(8), [2, 3]);
        assert_eq!(G.kume(&[9, 9], &[2, 3]), [2, 3]);
    }

    fn toplam_4ten_kucuk(_: &[u32; 2], t: &u32) -> DegismezKarari {
        DegismezKarari::tutar(*t < 4, || format!("toplam {t}"))
    }

    fn a_sifirsa(s: &[u32; 2], _: &u32) -> DegismezKarari {
        if s[0] == 0 { DegismezKarari::Tamam } else { DegismezKarari::Uygulanmaz }
    }

    #[test]
    fn en_kucuk_karsi_ornek_bulunur() {
        let d = [
            Degismez { ad: "toplam_4ten_kucuk", anlam: "", denetle: toplam_4ten_kucuk },
            Degismez { ad: "a_sifirsa", anlam: "", denetle: a_sifirsa },
        ];
        for is_parcacigi in [1, 2, 3] {
            let t = tara(&G, |n| [n[0], n[1]], |s| s[0] + s[1], &d, is_parcacigi);
            assert_eq!(t.kume, 9);
            assert_eq!(t.sonuclar[0].denenen, 9);
            // [1, 3] (index 5) and [2, 2] (index 7) both break it: the earlier one is reported
            assert_eq!(t.sonuclar[0].karsi_ornek, Some(([1, 3], "toplam 4".to_string())));
            assert_eq!((t.sonuclar[1].denenen, t.sonuclar[1].karsi_ornek.clone()), (3, None));
        }
    }
}

//! How many faults it takes: for each of the lesson's claims, the fewest faults of a timing
//! under which a claim of every state breaks (or a claim of some state shows), proven by the
//! search itself.
//!
//! A uniform-cost search over the same states as [`crate::genislik`], each step costing the faults
//! it adds ([`Model::arizalar`]): the states are settled in order of the fewest faults that
//! reach them, every state reachable with fewer faults before any with more. A claim's minimum
//! is the cost at which the first state breaking it is settled, and every state reachable with
//! fewer faults was settled before it (their number is reported): "minimal" is a fact of the
//! search. Every claim of the lesson is searched, made by the configuration or not (the
//! comparison of designs is the point), except those its bounds cannot decide
//! ([`Model::karar_verilir`]); the configuration's witnesses are not.
//!
//! The same pass counts, per claim, the minimal paths to each state that do not break the claim
//! before their end: the states are settled by fewest faults, then fewest steps, so a state's
//! cheapest paths are all counted before it is. The number of minimal timings is the sum at the
//! breaking states of the minimum (each timing counted as its faults up to the break). Each
//! state keeps its first cheapest path in the declared order: fewest faults, then fewest steps,
//! then step by step the choice the model lists first ([`Model::eylemler`]'s order); with
//! several initial states, the last the model lists first. A claim's reported timing is the
//! first of its minimal ones in that order.
//!
//! The models are graded: every path to a state has the same length (the round or the job's
//! step is part of the state), which the search checks.

use crate::genislik::{BLOK, Ilerleme, ara_secimle};
use crate::model::{AramaDurumu, Eylem, Kosul, Model, Ozellikli, Tur};
use std::collections::HashMap;
use std::collections::hash_map::Entry;

/// The most minimal timings counted; past it the count says it reached the cap.
pub const TAVAN: u64 = 1_000_000;

/// What the search says of one claim.
#[derive(Debug, Clone, PartialEq)]
pub enum EnAz<E> {
    /// The configuration's bounds cannot decide the claim: not searched.
    KararVerilemez,
    /// No timing within the bounds breaks (shows) it.
    Hicbiri,
    /// The fewest faults that break (show) it.
    Bulundu(EnAzOrnek<E>),
}

/// A claim's fewest faults, with the first minimal timing and how many there are.
#[derive(Debug, Clone, PartialEq)]
pub struct EnAzOrnek<E> {
    /// The fewest faults.
    pub ariza: u32,
    /// The first minimal timing in the declared order: each step's faults, from the initial
    /// state to the first state that breaks (shows) the claim.
    pub yol: Vec<E>,
    /// How many distinct minimal timings there are (at most [`TAVAN`]).
    pub sayi: u64,
    /// Whether the count reached [`TAVAN`] (then there are at least that many).
    pub tavan: bool,
    /// States settled with fewer faults before the minimum was reported, none breaking it.
    pub altinda: usize,
}

/// One claim's result: its name, whether the configuration makes it, and what was found.
#[derive(Debug, Clone, PartialEq)]
pub struct EnAzBulgu<E> {
    /// The claim's name.
    pub ozellik: &'static str,
    /// Whether the configuration's options make the claim (if not, the page labels it).
    pub iddia_edilir: bool,
    /// What the search found.
    pub sonuc: EnAz<E>,
}

/// The search's result: the counts when it ended, each of the lesson's claims in its order, and
/// whether `devam` stopped it (then the results are of no use).
#[derive(Debug, Clone, PartialEq)]
pub struct EnAzArama<E> {
    /// Unique states generated, states explored (repeats included), the most faults settled.
    pub ilerleme: Ilerleme,
    /// States settled.
    pub yerlesen: usize,
    /// Each claim of the lesson, in its order (none if the search was stopped).
    pub bulgular: Vec<EnAzBulgu<E>>,
    /// Whether `devam` stopped it.
    pub durdu: bool,
}

/// The lesson's claims only (no witnesses), as the search reads them.
fn dersin_ozellikleri<M: Model>() -> impl Iterator<Item = Kosul<M>> {
    <M::Ders as Ozellikli>::OZELLIKLER.iter().map(Kosul::Ozellik)
}

/// Whether state `d` breaks (a claim of every state) or shows (of some) claim `k`.
fn olay<M: Model>(k: Kosul<M>, m: &M, d: &AramaDurumu<M>) -> bool {
    k.tutar(m, d) != (k.tur() == Tur::HerZaman)
}

/// The plain breadth-first check of the same claims [`en_az`] searches (every claim of the
/// lesson the bounds can decide, made or not): what its cost is measured against.
pub fn duz<M: Model>(
    m: &M,
    devam: &mut dyn FnMut(Ilerleme) -> bool,
) -> crate::genislik::Arama<Eylem<M>> {
    ara_secimle(m, dersin_ozellikleri::<M>().filter(|k| m.karar_verilir(k.ad())).collect(), devam)
}

/// The fewest faults for each of the lesson's claims on configuration `m`; after every block
/// of [`BLOK`] settled states tells `devam` how far it has come (its depth: the faults being
/// settled), and stops if `devam` says so.
pub fn en_az<M: Model>(m: &M, devam: &mut dyn FnMut(Ilerleme) -> bool) -> EnAzArama<Eylem<M>> {
    let hepsi: Vec<Kosul<M>> = dersin_ozellikleri::<M>().collect();
    let aranan: Vec<Kosul<M>> = hepsi.iter().copied().filter(|k| m.karar_verilir(k.ad())).collect();
    let n = aranan.len();
    let mut bulunan: Vec<Option<Bulunan>> = vec![None; n];
    let mut g = Graf { dugum: Vec::new(), yerlesik: Vec::new(), sayi: Vec::new(), n };
    // each state met: its number, the fewest faults found to it, its steps (looked up with it)
    let mut yerler: HashMap<AramaDurumu<M>, Yer> = HashMap::new();
    // the states waiting, by the fewest faults found to them so far, then by their steps
    let mut kovalar: Kovalar<AramaDurumu<M>> = Vec::new();
    let ilk = m.ilk();
    let mut ilerleme = Ilerleme { durum: 0, kesfedilen: ilk.len(), derinlik: 0 };
    for d in ilk.into_iter().rev() {
        if let Entry::Vacant(v) = yerler.entry(d.clone()) {
            let i = g.yeni(KOK, 0, 1);
            v.insert(Yer { kimlik: i as u32, maliyet: 0, adim: 0 });
            koy(&mut kovalar, 0, 0, (i, d));
        }
    }
    let (mut yerlesen, mut blok) = (0usize, 0usize);
    let mut eylemler = Vec::new();
    let mut bozan = vec![false; n];
    let mut durdu = false;
    let mut c = 0;
    'arama: while c < kovalar.len() {
        // every claim found at a lower cost has all its minimal timings counted
        if bulunan.iter().all(|b| b.as_ref().is_some_and(|b| b.ariza < c as u32)) {
            break;
        }
        let oncesi = yerlesen;
        ilerleme.derinlik = c;
        let mut adim = 0;
        while adim < kovalar[c].len() {
            for (i, d) in std::mem::take(&mut kovalar[c][adim]) {
                // queued again at a lower cost, and settled there
                if g.yerlesik[i] {
                    continue;
                }
                g.yerlesik[i] = true;
                yerlesen += 1;
                // each claim this state breaks, while its minimal timings are counted
                for (k, o) in aranan.iter().enumerate() {
                    let sayilir = bulunan[k].as_ref().is_none_or(|b| b.ariza == c as u32);
                    bozan[k] = sayilir && olay(*o, m, &d);
                    if bozan[k] {
                        g.bozar(&mut bulunan[k], (i, adim as u32), k, c as u32, oncesi);
                    }
                }
                m.eylemler(&d, &mut eylemler);
                let ust = u32::try_from(i).expect("fewer than 2^32 states");
                for (sira, e) in eylemler.drain(..).enumerate() {
                    let maliyet = c as u32 + m.arizalar(&d, &e);
                    let sonraki = m.sonraki(&d, e);
                    ilerleme.kesfedilen += 1;
                    let eylem = u16::try_from(sira).expect("at most 65536 choices a step");
                    let (j, ayni) = match yerler.entry(sonraki.clone()) {
                        Entry::Occupied(mut y) => {
                            let y = y.get_mut();
                            assert_eq!(
                                y.adim,
                                adim as u32 + 1,
                                "a state two numbers of steps away: the model is not graded"
                            );
                            // a costlier path, or one to a state settled at a lower cost
                            if y.maliyet < maliyet {
                                continue;
                            }
                            let ayni = y.maliyet == maliyet;
                            y.maliyet = maliyet;
                            (y.kimlik as usize, ayni)
                        }
                        Entry::Vacant(y) => {
                            let j = g.yeni(ust, eylem, 0);
                            y.insert(Yer { kimlik: j as u32, maliyet, adim: adim as u32 + 1 });
                            (j, false)
                        }
                    };
                    g.yol(j, (ust, eylem), ayni, &bozan);
                    if !ayni {
                        koy(&mut kovalar, maliyet as usize, adim + 1, (j, sonraki));
                    }
                }
                blok += 1;
                if blok == BLOK {
                    blok = 0;
                    ilerleme.durum = yerler.len();
                    if !devam(ilerleme) {
                        durdu = true;
                        break 'arama;
                    }
                }
            }
            adim += 1;
        }
        c += 1;
    }
    ilerleme.durum = yerler.len();
    // a stopped search has not settled every state below a minimum: nothing is reported
    let bulgular =
        if durdu { Vec::new() } else { bulgular(m, &hepsi, &aranan, bulunan, &g, yerler) };
    EnAzArama { ilerleme, yerlesen, bulgular, durdu }
}

/// What a finished search reports of each claim of `hepsi`: not searched (not in `aranan`),
/// none within the bounds, or its fewest faults (`bulunan`, in `aranan`'s order) with the first
/// minimal timing, walked back from graph `g` to one of the initial states of `yerler`.
fn bulgular<M: Model>(
    m: &M,
    hepsi: &[Kosul<M>],
    aranan: &[Kosul<M>],
    bulunan: Vec<Option<Bulunan>>,
    g: &Graf,
    yerler: HashMap<AramaDurumu<M>, Yer>,
) -> Vec<EnAzBulgu<Eylem<M>>> {
    let kok: Vec<(usize, AramaDurumu<M>)> = yerler
        .into_iter()
        .filter(|(_, y)| y.adim == 0)
        .map(|(d, y)| (y.kimlik as usize, d))
        .collect();
    let bulunan: Vec<(&str, Option<Bulunan>)> =
        aranan.iter().map(|o| o.ad()).zip(bulunan).collect();
    hepsi
        .iter()
        .map(|&o| {
            let sonuc = match bulunan.iter().find(|(ad, _)| *ad == o.ad()) {
                None => EnAz::KararVerilemez,
                Some((_, None)) => EnAz::Hicbiri,
                Some((_, Some(b))) => EnAz::Bulundu(EnAzOrnek {
                    ariza: b.ariza,
                    yol: g.yol_eylemleri(m, &kok, b.ilk),
                    sayi: u64::from(b.sayi).min(TAVAN),
                    tavan: u64::from(b.sayi) >= TAVAN,
                    altinda: b.altinda,
                }),
            };
            EnAzBulgu { ozellik: o.ad(), iddia_edilir: iddia_edilir(o, m), sonuc }
        })
        .collect()
}

/// Whether configuration `m`'s options make claim `o` (whatever its bounds).
fn iddia_edilir<M: Model>(o: Kosul<M>, m: &M) -> bool {
    match o {
        Kosul::Ozellik(o) => (o.iddia_edilir)(m.secenek()),
        Kosul::Tanik(o) => (o.iddia_edilir)(m),
    }
}

/// A claim found: its fewest faults, the states settled before that cost, the minimal timings
/// counted so far, and the state where the first of them (in the declared order) breaks it,
/// with its steps.
#[derive(Debug, Clone, Copy)]
struct Bulunan {
    ariza: u32,
    altinda: usize,
    sayi: u32,
    ilk: usize,
    adim: u32,
}

/// The parent of an initial state.
const KOK: u32 = u32::MAX;

/// What the search keeps beside a state it has met, found with it: its number, the fewest
/// faults found to it, its steps from the initial state.
#[derive(Debug, Clone, Copy)]
struct Yer {
    kimlik: u32,
    maliyet: u32,
    adim: u32,
}

/// The first minimal path to a state in the declared order: its parent (by number) and the
/// step's place among the parent's choices.
#[derive(Debug, Clone, Copy)]
struct Dugum {
    ust: u32,
    eylem: u16,
}

/// The states met, by number: their first minimal paths, whether each is settled, and for each
/// claim searched the minimal paths to it that do not break the claim before their end (`n`
/// counts a state).
struct Graf {
    dugum: Vec<Dugum>,
    yerlesik: Vec<bool>,
    sayi: Vec<u32>,
    n: usize,
}

/// The states waiting, numbered, by the fewest faults found to them, then by their steps.
type Kovalar<D> = Vec<Vec<Vec<(usize, D)>>>;

/// Queues state `d` numbered `i` at `maliyet` faults and `adim` steps.
fn koy<D>(kovalar: &mut Kovalar<D>, maliyet: usize, adim: usize, d: (usize, D)) {
    if kovalar.len() <= maliyet {
        kovalar.resize_with(maliyet + 1, Vec::new);
    }
    let kova = &mut kovalar[maliyet];
    if kova.len() <= adim {
        kova.resize_with(adim + 1, Vec::new);
    }
    kova[adim].push(d);
}

impl Graf {
    /// Numbers a new state reached from `ust` by its choice `eylem`, with `sayi` paths for
    /// every claim.
    fn yeni(&mut self, ust: u32, eylem: u16, sayi: u32) -> usize {
        self.dugum.push(Dugum { ust, eylem });
        self.yerlesik.push(false);
        self.sayi.extend(std::iter::repeat_n(sayi, self.n));
        self.dugum.len() - 1
    }

    /// Whether the path ending in parent `a` and its choice `ea` comes before the one ending in
    /// `b` and `eb` in the declared order (their parents the same number of steps away): the
    /// first step at which they differ decides, by the model's order of choices.
    fn once(&self, (mut a, mut ea): (u32, u16), (mut b, mut eb): (u32, u16)) -> bool {
        while a != b && a != KOK && b != KOK {
            let (da, db) = (self.dugum[a as usize], self.dugum[b as usize]);
            (a, b, ea, eb) = (da.ust, db.ust, da.eylem, db.eylem);
        }
        ea < eb
    }

    /// Settled state `i`, `adim` steps away, at `ariza` faults, breaks claim `k` (its
    /// `bulunan`); `oncesi` states were settled at fewer faults.
    fn bozar(
        &self,
        bulunan: &mut Option<Bulunan>,
        (i, adim): (usize, u32),
        k: usize,
        ariza: u32,
        oncesi: usize,
    ) {
        let sayi = self.sayi[i * self.n + k];
        match bulunan {
            None => *bulunan = Some(Bulunan { ariza, altinda: oncesi, sayi, ilk: i, adim }),
            Some(b) => {
                b.sayi = b.sayi.saturating_add(sayi);
                // the first in the declared order: fewest steps, then the first difference
                let (ilk, bu) = (self.dugum[b.ilk], self.dugum[i]);
                if adim == b.adim && self.once((bu.ust, bu.eylem), (ilk.ust, ilk.eylem)) {
                    b.ilk = i;
                }
            }
        }
    }

    /// A path from state `ust` by its choice `eylem` reaches state `j` at the fewest faults
    /// found to it: as many as before (`ayni`: it adds its minimal paths to `j`'s, and may come
    /// first in the declared order) or fewer (a new state, or a cheaper path: `j`'s counts and
    /// first path start again). `ust` breaks the claims of `bozan`, whose paths stop there.
    fn yol(&mut self, j: usize, (ust, eylem): (u32, u16), ayni: bool, bozan: &[bool]) {
        let (i, n) = (ust as usize, self.n);
        let (ustun, bu) = if i < j {
            let (a, b) = self.sayi.split_at_mut(j * n);
            (&a[i * n..(i + 1) * n], &mut b[..n])
        } else {
            let (a, b) = self.sayi.split_at_mut(i * n);
            (&b[..n], &mut a[j * n..(j + 1) * n])
        };
        for ((s, &ek), &bozar) in bu.iter_mut().zip(ustun).zip(bozan) {
            let ek = if bozar { 0 } else { ek };
            *s = if ayni { s.saturating_add(ek) } else { ek };
        }
        let t = self.dugum[j];
        if !ayni || self.once((ust, eylem), (t.ust, t.eylem)) {
            self.dugum[j] = Dugum { ust, eylem };
        }
    }

    /// The faults of each step of the first minimal path to state `i`, replayed from the
    /// initial states `kok` (numbered).
    fn yol_eylemleri<M: Model>(
        &self,
        m: &M,
        kok: &[(usize, AramaDurumu<M>)],
        i: usize,
    ) -> Vec<Eylem<M>> {
        let mut siralar = Vec::new();
        let mut j = i;
        while self.dugum[j].ust != KOK {
            siralar.push(self.dugum[j].eylem);
            j = self.dugum[j].ust as usize;
        }
        let mut d = kok.iter().find(|(k, _)| *k == j).expect("an initial state").1.clone();
        let mut eylemler = Vec::new();
        let mut yol = Vec::new();
        for &s in siralar.iter().rev() {
            m.eylemler(&d, &mut eylemler);
            let e = eylemler.swap_remove(s as usize);
            eylemler.clear();
            d = m.sonraki(&d, e.clone());
            yol.push(e);
        }
        yol
    }
}

/// Every minimal timing of claim `ozellik` at `ariza` faults on `m`, by brute force: every path
/// with at most that many faults, each stopped at its first state that breaks (shows) the claim,
/// kept if it cost exactly `ariza`. Exponential; what the tests at tiny bounds hold the search's
/// count and first timing to.
pub fn tum_enkucukler<M: Model>(m: &M, ozellik: &str, ariza: u32) -> Vec<Vec<Eylem<M>>> {
    fn in_<M: Model>(
        m: &M,
        o: Kosul<M>,
        d: &AramaDurumu<M>,
        kalan: u32,
        yol: &mut Vec<Eylem<M>>,
        bulunan: &mut Vec<Vec<Eylem<M>>>,
    ) {
        if olay(o, m, d) {
            if kalan == 0 {
                bulunan.push(yol.clone());
            }
            return;
        }
        let mut eylemler = Vec::new();
        m.eylemler(d, &mut eylemler);
        for e in eylemler {
            let Some(k) = kalan.checked_sub(m.arizalar(d, &e)) else { continue };
            let sonraki = m.sonraki(d, e.clone());
            yol.push(e);
            in_(m, o, &sonraki, k, yol, bulunan);
            yol.pop();
        }
    }
    let o = dersin_ozellikleri::<M>().find(|k| k.ad() == ozellik).expect("a claim of the lesson");
    let mut bulunan = Vec::new();
    for d in m.ilk() {
        in_(m, o, &d, ariza, &mut Vec::new(), &mut bulunan);
    }
    bulunan
}

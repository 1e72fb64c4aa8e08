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
//! step is part of the state). The search checks it where it matters: a path as cheap as the
//! best found to a waiting state has that state's steps, a state already passed on is never
//! reached again at as few faults, and a model that counts its steps ([`Model::derinlik`]) has
//! each state expanded at its own.

use crate::depo::{Depo, Kendisi, Kodlama, Paketli, ParcaliDizi, ardillarin_kati};
use crate::genislik::{BLOK, Dugum, Ilerleme, KOK, ara_secimle, eylem_sirasi, yol_eylemleri};
use crate::model::{AramaDurumu, Eylem, Kosul, Model, Ozellikli, Tur};

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
    /// Bytes the store of states and the graph took at their largest ([`crate::depo`]).
    pub bayt: usize,
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
    let paketli = m.ilk().first().is_some_and(|d| m.anahtar(&d.ac()).is_some());
    if paketli { ara::<M, Paketli>(m, devam) } else { ara::<M, Kendisi>(m, devam) }
}

/// [`en_az`] keeping each state as `K` keys it.
fn ara<M: Model, K: Kodlama<M>>(
    m: &M,
    devam: &mut dyn FnMut(Ilerleme) -> bool,
) -> EnAzArama<Eylem<M>> {
    let hepsi: Vec<Kosul<M>> = dersin_ozellikleri::<M>().collect();
    let aranan: Vec<Kosul<M>> = hepsi.iter().copied().filter(|k| m.karar_verilir(k.ad())).collect();
    let n = aranan.len();
    let mut bulunan: Vec<Option<Bulunan>> = vec![None; n];
    let mut depo: Depo<K::Anahtar> = Depo::default();
    let mut g = Graf::bos(n);
    // the states waiting, by number, by the fewest faults found to them so far, then by steps
    let mut kovalar: Kovalar = Vec::new();
    let ilk = m.ilk();
    let mut ilerleme = Ilerleme { durum: 0, kesfedilen: ilk.len(), derinlik: 0 };
    for (sira, d) in ilk.iter().enumerate().rev() {
        if depo.ekle(K::kodla(m, d), 0).1 {
            let i = g.yeni(Dugum { ust: KOK, eylem: eylem_sirasi(sira), maliyet: 0 }, 0, 1);
            koy(&mut kovalar, 0, 0, i);
        }
    }
    let (mut yerlesen, mut blok) = (0usize, 0usize);
    let mut eylemler = Vec::new();
    let mut bozan = vec![false; n];
    let mut yakin: Vec<(K::Anahtar, u32)> = Vec::new();
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
            for i in std::mem::take(&mut kovalar[c][adim]) {
                // queued again at a lower cost, and settled there
                if g.yerlesik(i) {
                    continue;
                }
                g.yerles(i);
                yerlesen += 1;
                let (mut acik, d) = K::ac(m, depo.anahtar(i));
                let kat = ardillarin_kati(m, &d, adim);
                // each claim this state breaks, while its minimal timings are counted
                for (k, o) in aranan.iter().enumerate() {
                    let sayilir = bulunan[k].as_ref().is_none_or(|b| b.ariza == c as u32);
                    bozan[k] = sayilir && olay(*o, m, &d);
                    if bozan[k] {
                        g.bozar(&mut bulunan[k], (i, adim as u32), k, c as u32, oncesi);
                    }
                }
                m.eylemler(&d, &mut eylemler);
                yakin.clear();
                for (sira, e) in eylemler.drain(..).enumerate() {
                    let maliyet = c as u32 + m.arizalar(&d, &e);
                    let sonraki = K::sonraki(m, &mut acik, &d, e);
                    ilerleme.kesfedilen += 1;
                    let eylem = eylem_sirasi(sira);
                    // most choices of a state lead to a few states: those met in this step are
                    // not looked up again
                    let (j, yeni) = match yakin.iter().find(|(k, _)| *k == sonraki) {
                        Some(&(_, j)) => (j, false),
                        None => {
                            let (j, yeni) = depo.ekle(sonraki.clone(), kat);
                            yakin.push((sonraki, j));
                            (j, yeni)
                        }
                    };
                    let ayni = if yeni {
                        let dugum = Dugum { ust: i, eylem, maliyet: maliyet_biti(maliyet) };
                        g.yeni(dugum, adim as u32 + 1, 0);
                        false
                    } else {
                        // a costlier path, or one to a state settled at a lower cost
                        let eski = g.maliyet(j);
                        if eski < maliyet {
                            continue;
                        }
                        // a path as cheap: to a waiting state (passed on, it was settled at
                        // fewer faults or fewer steps), with its steps
                        let a = g.adim(j).expect(DERECELI);
                        assert_eq!(a, adim as u32 + 1, "{DERECELI}");
                        g.maliyet_koy(j, maliyet);
                        eski == maliyet
                    };
                    g.yol(j, (i, eylem), ayni, &bozan);
                    if !ayni {
                        koy(&mut kovalar, maliyet as usize, adim + 1, j);
                    }
                }
                // its minimal paths are all passed on: its counts are no longer read
                g.birak(i);
                blok += 1;
                if blok == BLOK {
                    blok = 0;
                    ilerleme.durum = depo.len();
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
    ilerleme.durum = depo.len();
    // a stopped search has not settled every state below a minimum: nothing is reported
    let bulgular = if durdu { Vec::new() } else { bulgular(m, &hepsi, &aranan, bulunan, &g, &ilk) };
    let bayt = depo.bayt() + g.bayt();
    EnAzArama { ilerleme, yerlesen, bulgular, durdu, bayt }
}

/// What a finished search reports of each claim of `hepsi`: not searched (not in `aranan`),
/// none within the bounds, or its fewest faults (`bulunan`, in `aranan`'s order) with the first
/// minimal timing, walked back from graph `g` to one of the initial states `ilk`.
fn bulgular<M: Model>(
    m: &M,
    hepsi: &[Kosul<M>],
    aranan: &[Kosul<M>],
    bulunan: Vec<Option<Bulunan>>,
    g: &Graf,
    ilk: &[AramaDurumu<M>],
) -> Vec<EnAzBulgu<Eylem<M>>> {
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
                    yol: yol_eylemleri(m, ilk, |j| g.dugum[j as usize].0, b.ilk),
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
    ilk: u32,
    adim: u32,
}

/// A state's cost bits: the settled bit, and below it the fewest faults found to it.
const YERLESIK: u16 = 1 << 15;

/// What stops a search whose model is not graded.
const DERECELI: &str = "a state two numbers of steps away: the model is not graded";

/// A state's slot when it has none (passed on).
const YUVASIZ: u32 = u32::MAX;

/// The states met, by number: their first minimal paths, the fewest faults found to each and
/// whether it is settled; and, only while a state is not yet passed on, its steps and, for each
/// claim searched, the minimal paths to it that do not break the claim before their end.
struct Graf {
    /// Each state's first minimal path and cost bits, beside its slot in `kayitlar`
    /// ([`YUVASIZ`] once passed on): one read finds both.
    dugum: ParcaliDizi<(Dugum, u32)>,
    /// A waiting state's steps, then its counts: `1 + n` a slot, reused once it is passed on.
    kayitlar: Vec<u32>,
    /// Slots free again.
    bos: Vec<u32>,
    n: usize,
}

/// The states waiting, by number, by the fewest faults found to them, then by their steps.
type Kovalar = Vec<Vec<Vec<u32>>>;

/// Queues state `i` at `maliyet` faults and `adim` steps.
fn koy(kovalar: &mut Kovalar, maliyet: usize, adim: usize, i: u32) {
    if kovalar.len() <= maliyet {
        kovalar.resize_with(maliyet + 1, Vec::new);
    }
    let kova = &mut kovalar[maliyet];
    if kova.len() <= adim {
        kova.resize_with(adim + 1, Vec::new);
    }
    kova[adim].push(i);
}

impl Graf {
    /// No state yet, `n` claims searched.
    fn bos(n: usize) -> Graf {
        Graf { dugum: ParcaliDizi::default(), kayitlar: Vec::new(), bos: Vec::new(), n }
    }

    /// Numbers a new state first reached by `dugum` (with its cost bits), `adim` steps away,
    /// with `sayi` paths for every claim.
    fn yeni(&mut self, dugum: Dugum, adim: u32, sayi: u32) -> u32 {
        let i = self.dugum.len() as u32;
        let w = 1 + self.n;
        let yuva = match self.bos.pop() {
            Some(y) => y,
            None => {
                self.kayitlar.resize(self.kayitlar.len() + w, 0);
                (self.kayitlar.len() / w - 1) as u32
            }
        };
        let kayit = &mut self.kayitlar[yuva as usize * w..][..w];
        kayit[0] = adim;
        kayit[1..].fill(sayi);
        self.dugum.ekle((dugum, yuva));
        i
    }

    /// Whether state `i` is settled.
    fn yerlesik(&self, i: u32) -> bool {
        self.dugum[i as usize].0.maliyet & YERLESIK != 0
    }

    /// Settles state `i`.
    fn yerles(&mut self, i: u32) {
        self.dugum[i as usize].0.maliyet |= YERLESIK;
    }

    /// The fewest faults found to state `i`.
    fn maliyet(&self, i: u32) -> u32 {
        u32::from(self.dugum[i as usize].0.maliyet & !YERLESIK)
    }

    /// Fewer faults (or as many) found to waiting state `i`.
    fn maliyet_koy(&mut self, i: u32, maliyet: u32) {
        self.dugum[i as usize].0.maliyet = maliyet_biti(maliyet);
    }

    /// Waiting state `i`'s record: its steps, then its counts.
    fn kayit(&self, i: u32) -> Option<&[u32]> {
        let y = self.dugum[i as usize].1;
        (y != YUVASIZ).then(|| &self.kayitlar[y as usize * (1 + self.n)..][..1 + self.n])
    }

    /// Waiting state `i`'s steps (`None` once passed on).
    fn adim(&self, i: u32) -> Option<u32> {
        self.kayit(i).map(|k| k[0])
    }

    /// Waiting state `i`'s counts, claim by claim.
    fn sayi(&self, i: u32) -> &[u32] {
        &self.kayit(i).expect("a waiting state")[1..]
    }

    /// State `i` is passed on: its slot is free.
    fn birak(&mut self, i: u32) {
        let y = std::mem::replace(&mut self.dugum[i as usize].1, YUVASIZ);
        if y != YUVASIZ {
            self.bos.push(y);
        }
    }

    /// Bytes the graph takes beside the store, its waiting records at their present size.
    fn bayt(&self) -> usize {
        self.dugum.bayt() + (self.kayitlar.capacity() + self.bos.capacity()) * 4
    }

    /// Whether the path ending in parent `a` and its choice `ea` comes before the one ending in
    /// `b` and `eb` in the declared order (their parents the same number of steps away): the
    /// first step at which they differ decides, by the model's order of choices.
    fn once(&self, (mut a, mut ea): (u32, u16), (mut b, mut eb): (u32, u16)) -> bool {
        while a != b && a != KOK && b != KOK {
            let (da, db) = (self.dugum[a as usize].0, self.dugum[b as usize].0);
            (a, b, ea, eb) = (da.ust, db.ust, da.eylem, db.eylem);
        }
        // two initial states: the one met first keeps its path (an initial state's `eylem` is
        // its place in the model's list, not a choice)
        a != KOK && ea < eb
    }

    /// Settled state `i`, `adim` steps away, at `ariza` faults, breaks claim `k` (its
    /// `bulunan`); `oncesi` states were settled at fewer faults.
    fn bozar(
        &self,
        bulunan: &mut Option<Bulunan>,
        (i, adim): (u32, u32),
        k: usize,
        ariza: u32,
        oncesi: usize,
    ) {
        let sayi = self.sayi(i)[k];
        match bulunan {
            None => *bulunan = Some(Bulunan { ariza, altinda: oncesi, sayi, ilk: i, adim }),
            Some(b) => {
                b.sayi = b.sayi.saturating_add(sayi);
                // the first in the declared order: fewest steps, then the first difference
                let (ilk, bu) = (self.dugum[b.ilk as usize].0, self.dugum[i as usize].0);
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
    fn yol(&mut self, j: u32, (ust, eylem): (u32, u16), ayni: bool, bozan: &[bool]) {
        let w = 1 + self.n;
        let (a, b) =
            (self.dugum[ust as usize].1 as usize * w, self.dugum[j as usize].1 as usize * w);
        for (k, &bozar) in bozan.iter().enumerate() {
            let ek = if bozar { 0 } else { self.kayitlar[a + 1 + k] };
            let s = &mut self.kayitlar[b + 1 + k];
            *s = if ayni { s.saturating_add(ek) } else { ek };
        }
        let t = self.dugum[j as usize].0;
        if !ayni || self.once((ust, eylem), (t.ust, t.eylem)) {
            self.dugum[j as usize].0 = Dugum { ust, eylem, ..t };
        }
    }
}

/// Cost `maliyet` as a state's cost bits keep it, not settled.
fn maliyet_biti(maliyet: u32) -> u16 {
    u16::try_from(maliyet).ok().filter(|&m| m < YERLESIK).expect("fewer than 32768 faults")
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

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

use crate::acilim::{self, AcilanDurum, Acilimlar, Ardillar, Secimler, olay};
use crate::depo::{Depo, Kendisi, Kodlama, Paketli};
use crate::genislik::{BLOK, Dugum, Ilerleme, KOK, ara_secimle, eylem_sirasi, yol_eylemleri};
use crate::model::{AramaDurumu, Eylem, Kosul, Model, Ozellikli};

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
    match m.anahtar_bitleri() {
        b if paketli && b <= 96 => ara::<M, Paketli<3>>(m, devam),
        _ if paketli => ara::<M, Paketli<4>>(m, devam),
        _ => ara::<M, Kendisi>(m, devam),
    }
}

/// [`en_az`] keeping each state as `K` keys it.
fn ara<M: Model, K: Kodlama<M>>(
    m: &M,
    devam: &mut dyn FnMut(Ilerleme) -> bool,
) -> EnAzArama<Eylem<M>> {
    let hepsi: Vec<Kosul<M>> = dersin_ozellikleri::<M>().collect();
    let aranan: Vec<Kosul<M>> = hepsi.iter().copied().filter(|k| m.karar_verilir(k.ad())).collect();
    let n = aranan.len();
    let mut a = Arayici::<K::Anahtar> {
        bulunan: vec![None; n],
        g: Graf::bos(n),
        kovalar: Vec::new(),
        ilerleme: Ilerleme { durum: 0, kesfedilen: 0, derinlik: 0 },
        yerlesen: 0,
        blok: 0,
        bozan: vec![false; n],
        yakin: Vec::new(),
    };
    let ilk = m.ilk();
    a.ilerleme.kesfedilen = ilk.len();
    for (sira, d) in ilk.iter().enumerate().rev() {
        if let (i, true) = a.g.depo.ekle(K::kodla(m, d), 0) {
            a.g.yeni(i, Dugum { ust: KOK, eylem: eylem_sirasi(sira), maliyet: 0 }, 0, 1);
            koy(&mut a.kovalar, 0, 0, i);
        }
    }
    let mut durdu = false;
    let mut c = 0;
    'arama: while c < a.kovalar.len() {
        // every claim found at a lower cost has all its minimal timings counted
        if a.bulunan.iter().all(|b| b.as_ref().is_some_and(|b| b.ariza < c as u32)) {
            break;
        }
        let oncesi = a.yerlesen;
        a.ilerleme.derinlik = c;
        let mut adim = 0;
        while adim < a.kovalar[c].len() {
            // the states waiting at this cost and step, less those settled at a lower cost
            // (queued again there), with their keys: the steps are made from these
            let girdi: Vec<(u32, K::Anahtar)> = std::mem::take(&mut a.kovalar[c][adim])
                .into_iter()
                .filter(|&i| !a.g.yerlesik(i))
                .map(|i| (i, a.g.depo.anahtar(i).clone()))
                .collect();
            let mut bilinen = Vec::new();
            let mut isle = |p: &Acilimlar<K::Anahtar>| {
                // every successor of the batch looked up first, none acted on: the lookups
                // wait on memory side by side
                bilinen.clear();
                for (d, _, ardillar) in p.iter() {
                    bilinen.extend(ardillar.iter().map(|(k, h)| a.g.depo.bul(k, *h, d.kat)));
                }
                let mut b = 0;
                p.iter().all(|(d, secimler, ardillar)| {
                    let bu = &bilinen[b..b + ardillar.len()];
                    b += ardillar.len();
                    a.yerlestir((c, adim, oncesi), d, (secimler, ardillar, bu), devam)
                })
            };
            if !acilim::sirayla::<M, K>(m, &aranan, adim, &girdi, &mut isle) {
                durdu = true;
                break 'arama;
            }
            adim += 1;
        }
        c += 1;
    }
    let Arayici { mut ilerleme, g, bulunan, yerlesen, .. } = a;
    ilerleme.durum = g.depo.len();
    // a stopped search has not settled every state below a minimum: nothing is reported
    let bulgular = if durdu { Vec::new() } else { bulgular(m, &hepsi, &aranan, bulunan, &g, &ilk) };
    let bayt = g.bayt();
    EnAzArama { ilerleme, yerlesen, bulgular, durdu, bayt }
}

/// What the search holds as it settles the states: the claims found, the states met and their
/// graph, the states waiting, the counts.
struct Arayici<A> {
    bulunan: Vec<Option<Bulunan>>,
    g: Graf<A>,
    /// The states waiting, by number, by the fewest faults found to them so far, then by steps.
    kovalar: Kovalar,
    ilerleme: Ilerleme,
    yerlesen: usize,
    blok: usize,
    /// The claims the state being settled breaks, while their minimal timings are counted.
    bozan: Vec<bool>,
    /// Its successors' numbers, and whether each is new until its first choice takes it.
    yakin: Vec<(u32, bool)>,
}

impl<A: Clone + Eq + std::hash::Hash> Arayici<A> {
    /// Settles state `d` (its steps made, [`acilim`]: each choice's faults and successor, the
    /// successors once each, and each successor's number where it was met before the batch,
    /// `bilinen`) at cost `c`, `adim` steps away, `oncesi` states settled at fewer faults;
    /// after every block of [`BLOK`] states tells `devam` how far it has come: whether to go
    /// on.
    fn yerlestir(
        &mut self,
        (c, adim, oncesi): (usize, usize, usize),
        d: AcilanDurum,
        (secimler, ardillar, bilinen): (&Secimler, &Ardillar<A>, &[Option<u32>]),
        devam: &mut dyn FnMut(Ilerleme) -> bool,
    ) -> bool {
        let Arayici { bulunan, g, kovalar, ilerleme, bozan, yakin, .. } = self;
        let i = d.i;
        g.yerles(i);
        self.yerlesen += 1;
        // each claim this state breaks, while its minimal timings are counted
        for (k, bulunan) in bulunan.iter_mut().enumerate() {
            let sayilir = bulunan.as_ref().is_none_or(|b| b.ariza == c as u32);
            bozan[k] = sayilir && d.olaylar >> k & 1 == 1;
            if bozan[k] {
                g.bozar(bulunan, (i, adim as u32), k, c as u32, oncesi);
            }
        }
        // its successors, looked up (and the new ones numbered) in the order first met
        yakin.clear();
        yakin.extend(ardillar.iter().zip(bilinen).map(|((k, h), b)| match b {
            Some(j) => (*j, false),
            None => g.depo.karmasiyla_ekle(k.clone(), *h, d.kat),
        }));
        for (sira, &(ek, a)) in secimler.iter().enumerate() {
            let maliyet = c as u32 + ek;
            ilerleme.kesfedilen += 1;
            let eylem = eylem_sirasi(sira);
            let y = &mut yakin[a as usize];
            let (j, yeni) = (y.0, std::mem::take(&mut y.1));
            let ayni = if yeni {
                let dugum = Dugum { ust: i, eylem, maliyet: maliyet_biti(maliyet) };
                g.yeni(j, dugum, adim as u32 + 1, 0);
                false
            } else {
                // a costlier path, or one to a state settled at a lower cost
                let eski = g.maliyet(j);
                if eski < maliyet {
                    continue;
                }
                // a path as cheap: to a waiting state (passed on, it was settled at fewer
                // faults or fewer steps), with its steps
                let a = g.adim(j).expect(DERECELI);
                assert_eq!(a, adim as u32 + 1, "{DERECELI}");
                g.maliyet_koy(j, maliyet);
                eski == maliyet
            };
            g.yol(j, (i, eylem), ayni, bozan);
            if !ayni {
                koy(kovalar, maliyet as usize, adim + 1, j);
            }
        }
        // its minimal paths are all passed on: its counts are no longer read
        g.birak(i);
        self.blok += 1;
        if self.blok == BLOK {
            self.blok = 0;
            self.ilerleme.durum = self.g.depo.len();
            return devam(self.ilerleme);
        }
        true
    }
}

/// What a finished search reports of each claim of `hepsi`: not searched (not in `aranan`),
/// none within the bounds, or its fewest faults (`bulunan`, in `aranan`'s order) with the first
/// minimal timing, walked back from graph `g` to one of the initial states `ilk`.
fn bulgular<M: Model, A: Clone + Eq + std::hash::Hash>(
    m: &M,
    hepsi: &[Kosul<M>],
    aranan: &[Kosul<M>],
    bulunan: Vec<Option<Bulunan>>,
    g: &Graf<A>,
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
                    yol: yol_eylemleri(m, ilk, |j| g.dugum(j), b.ilk),
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

/// A state's cost bits: the settled bit, the bit of a state that has a record (its `ust` is
/// then its slot), and below them the fewest faults found to it.
const YERLESIK: u16 = 1 << 15;
const KAYITLI: u16 = 1 << 14;

/// What stops a search whose model is not graded.
const DERECELI: &str = "a state two numbers of steps away: the model is not graded";

/// The states met, by number: their keys and, beside each, its first minimal path and the
/// fewest faults found to it and whether it is settled; and, only while a state is not yet
/// passed on, a record of its steps, its first minimal path's parent and, for each claim
/// searched, the minimal paths to it that do not break the claim before their end.
struct Graf<A> {
    /// Each state's key beside its first minimal path and its cost bits: one read finds them
    /// all. While the state has a record, its `ust` is the record's slot (the parent is in the
    /// record): a state keeps no more than its key, parent, choice and cost to the end.
    depo: Depo<A, Dugum>,
    /// A waiting state's steps, its parent, then its counts: `2 + n` a slot, reused once it is
    /// passed on.
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

impl<A: Clone + Eq + std::hash::Hash> Graf<A> {
    /// No state yet, `n` claims searched.
    fn bos(n: usize) -> Graf<A> {
        Graf { depo: Depo::default(), kayitlar: Vec::new(), bos: Vec::new(), n }
    }

    /// A record's words: steps, parent, a count for each claim.
    fn boy(&self) -> usize {
        2 + self.n
    }

    /// New state `i` (just numbered) is first reached by `dugum` (with its cost bits), `adim`
    /// steps away, with `sayi` paths for every claim.
    fn yeni(&mut self, i: u32, dugum: Dugum, adim: u32, sayi: u32) {
        let w = self.boy();
        let yuva = match self.bos.pop() {
            Some(y) => y,
            None => {
                // grown by an eighth, not doubled: at most an eighth more than the most waiting
                if self.kayitlar.capacity() - self.kayitlar.len() < w {
                    self.kayitlar.reserve_exact((self.kayitlar.len() / 8).max(w << 12));
                }
                self.kayitlar.resize(self.kayitlar.len() + w, 0);
                (self.kayitlar.len() / w - 1) as u32
            }
        };
        let kayit = &mut self.kayitlar[yuva as usize * w..][..w];
        (kayit[0], kayit[1]) = (adim, dugum.ust);
        kayit[2..].fill(sayi);
        *self.depo.deger_mut(i) = Dugum { ust: yuva, maliyet: dugum.maliyet | KAYITLI, ..dugum };
    }

    /// State `i`'s first minimal path (its parent read from its record while it has one) and
    /// cost bits (without the record's bit: its `ust` is the parent).
    fn dugum(&self, i: u32) -> Dugum {
        let d = self.depo.deger(i);
        match self.yuva(i) {
            Some(y) => {
                Dugum { ust: self.kayitlar[y * self.boy() + 1], maliyet: d.maliyet & !KAYITLI, ..d }
            }
            None => d,
        }
    }

    /// Where state `i`'s record starts, while it has one.
    fn yuva(&self, i: u32) -> Option<usize> {
        let d = self.depo.deger(i);
        (d.maliyet & KAYITLI != 0).then_some(d.ust as usize)
    }

    /// Whether state `i` is settled.
    fn yerlesik(&self, i: u32) -> bool {
        self.depo.deger(i).maliyet & YERLESIK != 0
    }

    /// Settles state `i`.
    fn yerles(&mut self, i: u32) {
        self.depo.deger_mut(i).maliyet |= YERLESIK;
    }

    /// The fewest faults found to state `i`.
    fn maliyet(&self, i: u32) -> u32 {
        u32::from(self.depo.deger(i).maliyet & !(YERLESIK | KAYITLI))
    }

    /// Fewer faults (or as many) found to waiting state `i`.
    fn maliyet_koy(&mut self, i: u32, maliyet: u32) {
        debug_assert!(self.yuva(i).is_some(), "a waiting state has its record");
        self.depo.deger_mut(i).maliyet = maliyet_biti(maliyet) | KAYITLI;
    }

    /// Waiting state `i`'s record: its steps, its parent, then its counts.
    fn kayit(&self, i: u32) -> Option<&[u32]> {
        self.yuva(i).map(|y| &self.kayitlar[y * self.boy()..][..self.boy()])
    }

    /// Waiting state `i`'s steps (`None` once passed on).
    fn adim(&self, i: u32) -> Option<u32> {
        self.kayit(i).map(|k| k[0])
    }

    /// Waiting state `i`'s counts, claim by claim.
    fn sayi(&self, i: u32) -> &[u32] {
        &self.kayit(i).expect("a waiting state")[2..]
    }

    /// State `i` is passed on: its parent goes back beside its key, its slot is free.
    fn birak(&mut self, i: u32) {
        if let Some(y) = self.yuva(i) {
            let ust = self.kayitlar[y * self.boy() + 1];
            let d = self.depo.deger_mut(i);
            (d.ust, d.maliyet) = (ust, d.maliyet & !KAYITLI);
            self.bos.push(y as u32);
        }
    }

    /// Bytes the store and the graph take, the waiting records at their present size.
    fn bayt(&self) -> usize {
        self.depo.bayt() + (self.kayitlar.capacity() + self.bos.capacity()) * 4
    }

    /// Whether the path ending in parent `a` and its choice `ea` comes before the one ending in
    /// `b` and `eb` in the declared order (their parents the same number of steps away): the
    /// first step at which they differ decides, by the model's order of choices.
    fn once(&self, (mut a, mut ea): (u32, u16), (mut b, mut eb): (u32, u16)) -> bool {
        while a != b && a != KOK && b != KOK {
            let (da, db) = (self.dugum(a), self.dugum(b));
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
                let (ilk, bu) = (self.dugum(b.ilk), self.dugum(i));
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
        let w = self.boy();
        let a = self.yuva(ust).expect("a state being settled") * w;
        let b = self.yuva(j).expect("a waiting state") * w;
        for (k, &bozar) in bozan.iter().enumerate() {
            let ek = if bozar { 0 } else { self.kayitlar[a + 2 + k] };
            let s = &mut self.kayitlar[b + 2 + k];
            *s = if ayni { s.saturating_add(ek) } else { ek };
        }
        let (t_ust, t_eylem) = (self.kayitlar[b + 1], self.depo.deger(j).eylem);
        if !ayni || self.once((ust, eylem), (t_ust, t_eylem)) {
            self.kayitlar[b + 1] = ust;
            self.depo.deger_mut(j).eylem = eylem;
        }
    }
}

/// Cost `maliyet` as a state's cost bits keep it, not settled.
fn maliyet_biti(maliyet: u32) -> u16 {
    u16::try_from(maliyet).ok().filter(|&m| m < KAYITLI).expect("fewer than 16384 faults")
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
        if olay(o, m, d, &m.gorunum(d)) {
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

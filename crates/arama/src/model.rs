//! What a lesson's checking model is: [`Model`], the lesson's step ([`Adimli`]) driven by faults an
//! adversary chooses (its states, actions, step and claims), with or without a planted defect
//! (a teaching mutant); writing a path down is [`crate::yazim::Yazim`]'s. A claim
//! ([`Ozellik`]) is the lesson's own, stated over the lesson's options and state; a witness is
//! the search's (something this configuration is asked to find).

use cekirdek::Iz;
use cekirdek::adim::Adimli;
use ders::Programlar;
use serde_json::Value;
use std::borrow::Cow;
use std::fmt::Debug;
use std::hash::Hash;

pub use ders::ozellik::{Kesit, Ozellik, Ozellikli, Tur};

/// What the claims of model `M`'s lesson look at.
pub type Gorunum<M> = ders::ozellik::Gorunum<<M as Model>::Ders>;

/// The options of model `M`'s lesson.
pub type Secenek<M> = <<M as Model>::Ders as Adimli>::Secenek;

/// The events of model `M`'s lesson.
pub type Olay<M> = <<M as Model>::Ders as Adimli>::Olay;

/// One step's faults of model `M`'s lesson: what the adversary chooses.
pub type Eylem<M> = <<M as Model>::Ders as Adimli>::Ariza;

/// The lesson's state of model `M`, as its step takes it.
pub type DersDurumu<M> = <<M as Model>::Ders as Adimli>::Durum;

/// The lesson's bookkeeping of model `M`, as its claims read it.
pub type Defter<M> = <<M as Model>::Ders as Adimli>::Defter;

/// How the search keeps a lesson's state `T`: as it is (every type keeps itself), or packed
/// where a benchmark shows that hashing and storing the lesson's own costs too much.
pub trait Saklama<T>: Clone + Debug + Hash + Eq + Send + Sync + Sized {
    /// The state kept.
    fn sakla(t: &T) -> Self;
    /// The lesson's state again.
    fn ac(&self) -> T;
    /// What the claims look at, from a kept state and its bookkeeping.
    fn gorunum<D: Clone>(hal: &Kesit<Self, D>) -> Cow<'_, Kesit<T, D>>
    where
        T: Clone;
}

impl<T: Clone + Debug + Hash + Eq + Send + Sync> Saklama<T> for T {
    fn sakla(t: &T) -> T {
        t.clone()
    }
    fn ac(&self) -> T {
        self.clone()
    }
    fn gorunum<D: Clone>(hal: &Kesit<T, D>) -> Cow<'_, Kesit<T, D>> {
        Cow::Borrowed(hal)
    }
}

/// A state of the exploration: the lesson's state as the search keeps it and the claims'
/// bookkeeping, the faults spent from the configuration's budget, and whether every step so far
/// was the lesson's own schedule's ([`Model::dersle`]).
pub struct AramaDurumu<M: Model> {
    /// The lesson's state (kept) and the claims' bookkeeping.
    pub hal: Kesit<M::Saklanan, Defter<M>>,
    /// Faults spent from the budget ([`Model::harcar`]).
    pub harcanan: u32,
    /// Whether every step so far had the lesson's own faults.
    pub dersle: bool,
}

impl<M: Model> Clone for AramaDurumu<M> {
    fn clone(&self) -> Self {
        AramaDurumu { hal: self.hal.clone(), harcanan: self.harcanan, dersle: self.dersle }
    }
}

impl<M: Model> PartialEq for AramaDurumu<M> {
    fn eq(&self, o: &Self) -> bool {
        (&self.hal, self.harcanan, self.dersle) == (&o.hal, o.harcanan, o.dersle)
    }
}

impl<M: Model> Eq for AramaDurumu<M> {}

impl<M: Model> Hash for AramaDurumu<M> {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        (&self.hal, self.harcanan, self.dersle).hash(h);
    }
}

impl<M: Model> Debug for AramaDurumu<M> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AramaDurumu")
            .field("hal", &self.hal)
            .field("harcanan", &self.harcanan)
            .field("dersle", &self.dersle)
            .finish()
    }
}

/// A search state opened for a step: the lesson's own state (unpacked from how the search keeps
/// it), the claims' bookkeeping, the budget spent, and whether the path is the lesson's.
pub struct Acik<M: Model> {
    /// The lesson's state and the claims' bookkeeping.
    pub hal: Gorunum<M>,
    /// Faults spent from the budget ([`Model::harcar`]).
    pub harcanan: u32,
    /// Whether every step so far had the lesson's own faults.
    pub dersle: bool,
}

impl<M: Model> Clone for Acik<M> {
    fn clone(&self) -> Self {
        Acik { hal: self.hal.clone(), harcanan: self.harcanan, dersle: self.dersle }
    }
}

impl<M: Model> AramaDurumu<M> {
    /// The state opened for a step.
    pub fn ac(&self) -> Acik<M> {
        let hal = Kesit { model: self.hal.model.ac(), defter: self.hal.defter.clone() };
        Acik { hal, harcanan: self.harcanan, dersle: self.dersle }
    }
}

impl<M: Model> Acik<M> {
    /// The state as the search keeps it.
    pub fn kapat(self) -> AramaDurumu<M> {
        let model = <M::Saklanan as Saklama<DersDurumu<M>>>::sakla(&self.hal.model);
        AramaDurumu {
            hal: Kesit { model, defter: self.hal.defter },
            harcanan: self.harcanan,
            dersle: self.dersle,
        }
    }
}

/// A lesson's model for the checker: the lesson's step ([`Adimli`]) driven by faults an
/// adversary chooses, step by step, in one configuration. The lesson says what only the checker
/// knows (the faults a state allows within the bounds, what they cost, the witnesses, a mutant's
/// step); the states, the next state, what the claims look at and a path's events are derived
/// from the step. `kesif::denetlenen::Denetlenen` makes it a stateright model; [`crate::genislik`]
/// explores it without one.
pub trait Model: Clone + Send + Sync + Sized + 'static {
    /// The lesson whose step this model drives.
    type Ders: Programlar + Ozellikli;
    /// How the search keeps the lesson's state: `DersDurumu<Self>` itself, unless packed.
    type Saklanan: Saklama<DersDurumu<Self>>;
    /// What this configuration's search is asked to find besides the lesson's claims
    /// ([`Ozellikli`]; the lesson's own schedule), checked after them.
    const TANIKLAR: &'static [Ozellik<Self, AramaDurumu<Self>>] = &[];

    /// The options the step function runs with, which the claims read.
    fn secenek(&self) -> &Secenek<Self>;
    /// The faults the adversary may choose for the next step from `d` (none once the run ends),
    /// within this configuration's bounds.
    fn eylemler(&self, d: &AramaDurumu<Self>, eylemler: &mut Vec<Eylem<Self>>);
    /// How many faults the step from `d` with faults `e` adds, in the unit a single change of
    /// the schedule adds or removes (`ders::tek_degisiklik`): what the fewest-faults search
    /// ([`crate::en_az`]) counts. One part of the step's written schedule (`--ariza`) each.
    fn arizalar(&self, d: &AramaDurumu<Self>, e: &Eylem<Self>) -> u32;
    /// The bounds of this configuration, for the report.
    fn sinirlar(&self) -> Value;

    /// What faults `e` spend from this configuration's budget: none by default (no budget).
    fn harcar(&self, e: &Eylem<Self>) -> u32 {
        let _ = e;
        0
    }
    /// Whether the path is still the lesson's own schedule: before the first step (`adim`
    /// `None`), or after the step from a state on it with faults `e`. Never, by default.
    fn dersle(&self, adim: Option<(&AramaDurumu<Self>, &Eylem<Self>)>) -> bool {
        let _ = adim;
        false
    }
    /// One step of the lesson from `d` with faults `e`: the lesson's own ([`Adimli::adim`]), or
    /// a mutant's, its defect planted around it.
    fn adim(
        &self,
        d: &mut DersDurumu<Self>,
        defter: &mut Defter<Self>,
        e: &Eylem<Self>,
        iz: &mut impl Iz<Olay<Self>>,
    ) {
        <Self::Ders as Adimli>::adim(self.secenek(), d, defter, e, iz)
    }

    /// The states the exploration starts from: the lesson's first.
    fn ilk(&self) -> Vec<AramaDurumu<Self>> {
        let model =
            <Self::Saklanan as Saklama<DersDurumu<Self>>>::sakla(&DersDurumu::<Self>::default());
        let hal = Kesit { model, defter: Defter::<Self>::default() };
        vec![AramaDurumu { hal, harcanan: 0, dersle: self.dersle(None) }]
    }
    /// One step from `d` with faults `e`: one call of the lesson's step ([`Model::adim`]) on `d`
    /// opened.
    fn sonraki(&self, d: &AramaDurumu<Self>, e: Eylem<Self>) -> AramaDurumu<Self> {
        let mut acik = d.ac();
        self.adimla(d, &mut acik, e);
        acik.kapat()
    }
    /// [`Model::sonraki`] into `sonraki` from `acik`, state `d` opened, without a new state.
    #[inline]
    fn adimla_icine(
        &self,
        d: &AramaDurumu<Self>,
        acik: &Acik<Self>,
        e: Eylem<Self>,
        sonraki: &mut Acik<Self>,
    ) {
        self.kopyala(&acik.hal, &mut sonraki.hal);
        (sonraki.harcanan, sonraki.dersle) = (acik.harcanan, acik.dersle);
        self.adimla(d, sonraki, e);
    }
    /// The step from `d` with faults `e` made in `acik`, `d` opened: the lesson's state and
    /// bookkeeping stepped, the budget spent, the lesson's path kept or left.
    #[inline]
    fn adimla(&self, d: &AramaDurumu<Self>, acik: &mut Acik<Self>, e: Eylem<Self>) {
        self.adim(&mut acik.hal.model, &mut acik.hal.defter, &e, &mut ());
        acik.harcanan += self.harcar(&e);
        acik.dersle = acik.dersle && self.dersle(Some((d, &e)));
    }
    /// What of faults `e` the step from `d` reads, as a key, where the lesson says: two choices
    /// of `d` with the same key (and the same budget spent and lesson's path kept) lead to the
    /// same state, so the searches step once for both. `None` (the default): each choice is
    /// stepped. Debug builds step both and check it.
    fn etkisi(&self, d: &AramaDurumu<Self>, e: &Eylem<Self>) -> Option<u128> {
        let _ = (d, e);
        None
    }
    /// What the claims look at in state `d`.
    fn gorunum<'a>(&self, d: &'a AramaDurumu<Self>) -> Cow<'a, Gorunum<Self>> {
        Self::Saklanan::gorunum(&d.hal)
    }
    /// A path's events, by the step with this model's faults (and defect).
    fn olaylar(&self, eylemler: &[Eylem<Self>]) -> Vec<Olay<Self>> {
        let (mut d, mut defter) = (DersDurumu::<Self>::default(), Defter::<Self>::default());
        let mut olaylar = Vec::new();
        for e in eylemler {
            self.adim(&mut d, &mut defter, e, &mut olaylar);
        }
        olaylar
    }

    /// Copies what the claims look at from `kaynak` into `hedef`, as a step starts: all of it by
    /// default; a lesson whose state has room for more than a configuration uses copies less,
    /// and then `hedef` must already agree with `kaynak` on the rest (the searches' scratch is
    /// opened from the same state, and the rest is the same in every state of a configuration).
    #[inline]
    fn kopyala(&self, kaynak: &Gorunum<Self>, hedef: &mut Gorunum<Self>) {
        hedef.clone_from(kaynak);
    }
    /// The steps every path to state `d` takes, where the model counts them in the state (its
    /// round): then the searches look a state up among those with as many steps only, and
    /// check that each state they expand has as many as its path. `None` by default.
    fn derinlik(&self, d: &AramaDurumu<Self>) -> Option<usize> {
        let _ = d;
        None
    }
    /// State `d` packed into an exact key of at most 128 bits, each field in the width this
    /// configuration gives it, what the searches keep ([`crate::depo`]); `None` (the default)
    /// where the configuration does not pack its states, which are then kept whole. Packing is
    /// checked: a value wider than its field stops the search.
    fn anahtar(&self, d: &Acik<Self>) -> Option<u128> {
        let _ = d;
        None
    }
    /// The most bits this configuration's keys take ([`Model::anahtar`]): the searches keep keys
    /// that fit 96 bits in 12 bytes. 128 by default.
    fn anahtar_bitleri(&self) -> u32 {
        128
    }
    /// The state of key `k`, as [`Model::anahtar`] packed it.
    fn anahtardan(&self, k: u128) -> Acik<Self> {
        let _ = k;
        unreachable!("a configuration that does not pack its states has no keys")
    }

    /// A step's faults as the explorer's web view names them.
    fn eylem_adi(&self, e: &Eylem<Self>) -> String {
        format!("{e:?}")
    }
    /// The options as a path of `uzunluk` steps tells them (the rounds it ran).
    fn yol_secenegi(&self, uzunluk: usize) -> Secenek<Self> {
        let _ = uzunluk;
        self.secenek().clone()
    }
    /// What the report adds about claim `ozellik`'s path, if anything.
    fn not(&self, ozellik: &str, eylemler: &[Eylem<Self>]) -> Option<String> {
        let _ = (ozellik, eylemler);
        None
    }
    /// Whether this configuration's bounds let claim `ozellik` be decided at all (a claim that
    /// a message arrives twice, under a budget of no message faults, cannot show).
    fn karar_verilir(&self, ozellik: &str) -> bool {
        let _ = ozellik;
        true
    }
    /// The depth every path ends by, where the model counts its steps in rounds (`tur`): what
    /// a long search's estimate extrapolates to; `None` where it does not.
    fn derinlik_siniri(&self) -> Option<usize> {
        None
    }
    /// The teaching mutant this configuration is, if it is one: the name of the defect it
    /// plants around the lesson's step, which the claims must catch (a variant's name in snake
    /// case, [`kusur_adi`]); `None` for the lesson's own model.
    fn kusur(&self) -> Option<String> {
        None
    }
}

/// The name a report gives a defect: its variant's name in snake case (`CitlemeYok` ->
/// `citleme_yok`).
pub fn kusur_adi(kusur: &impl Debug) -> String {
    let mut ad = String::new();
    for c in format!("{kusur:?}").chars() {
        if c.is_ascii_uppercase() && !ad.is_empty() {
            ad.push('_');
        }
        ad.push(c.to_ascii_lowercase());
    }
    ad
}

/// A claim of model `M` or a witness of its configuration, as a checker walks them: the
/// lesson's claims first, then the witnesses ([`kosullar`]).
pub enum Kosul<M: Model> {
    /// One of the lesson's claims.
    Ozellik(&'static Ozellik<Secenek<M>, Gorunum<M>>),
    /// One of the configuration's witnesses.
    Tanik(&'static Ozellik<M, AramaDurumu<M>>),
}

impl<M: Model> Clone for Kosul<M> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<M: Model> Copy for Kosul<M> {}

impl<M: Model> Kosul<M> {
    /// Its name.
    pub fn ad(self) -> &'static str {
        match self {
            Kosul::Ozellik(o) => o.ad,
            Kosul::Tanik(o) => o.ad,
        }
    }
    /// What it says.
    pub fn anlam(self) -> &'static str {
        match self {
            Kosul::Ozellik(o) => o.anlam,
            Kosul::Tanik(o) => o.anlam,
        }
    }
    /// Every state, or some.
    pub fn tur(self) -> Tur {
        match self {
            Kosul::Ozellik(o) => o.tur,
            Kosul::Tanik(o) => o.tur,
        }
    }
    /// Whether configuration `m` checks it: its options make the claim (the lesson's part,
    /// [`Ozellik::iddia_edilir`]) and its bounds let it be decided (the checker's,
    /// [`Model::karar_verilir`]).
    pub fn denetlenir(self, m: &M) -> bool {
        match self {
            Kosul::Ozellik(o) => (o.iddia_edilir)(m.secenek()) && m.karar_verilir(o.ad),
            Kosul::Tanik(o) => (o.iddia_edilir)(m),
        }
    }
    /// Whether state `d` of configuration `m` satisfies it.
    pub fn tutar(self, m: &M, d: &AramaDurumu<M>) -> bool {
        match self {
            Kosul::Ozellik(o) => (o.kosul)(m.secenek(), &m.gorunum(d)),
            Kosul::Tanik(o) => (o.kosul)(m, d),
        }
    }
    /// [`Kosul::tutar`] with what the claims look at in `d` made once for all of them (`g`,
    /// [`Model::gorunum`]: a packed state is unpacked once).
    pub fn gorunumde_tutar(self, m: &M, d: &AramaDurumu<M>, g: &Gorunum<M>) -> bool {
        match self {
            Kosul::Ozellik(o) => (o.kosul)(m.secenek(), g),
            Kosul::Tanik(o) => (o.kosul)(m, d),
        }
    }
}

/// How many claims and witnesses model `M` has.
pub fn kosul_sayisi<M: Model>() -> usize {
    <M::Ders as Ozellikli>::OZELLIKLER.len() + M::TANIKLAR.len()
}

/// Claim or witness `i` of model `M`, in [`kosullar`]' order.
pub fn kosul<M: Model>(i: usize) -> Option<Kosul<M>> {
    let n = <M::Ders as Ozellikli>::OZELLIKLER.len();
    match <M::Ders as Ozellikli>::OZELLIKLER.get(i) {
        Some(o) => Some(Kosul::Ozellik(o)),
        None => M::TANIKLAR.get(i.checked_sub(n)?).map(Kosul::Tanik),
    }
}

/// Every claim of model `M`, then every witness, with its place in that order.
pub fn kosullar<M: Model>() -> impl Iterator<Item = (usize, Kosul<M>)> {
    (0..kosul_sayisi::<M>()).filter_map(|i| Some((i, kosul::<M>(i)?)))
}

/// The claim or witness of model `M` named `ad`.
pub fn adli<M: Model>(ad: &str) -> Option<Kosul<M>> {
    kosullar::<M>().map(|(_, k)| k).find(|k| k.ad() == ad)
}

#[cfg(test)]
mod tests {
    use super::kusur_adi;

    #[derive(Debug)]
    enum Kusur {
        CitlemeYok,
        ZamanlayiciKendisiSurer,
    }

    #[test]
    fn kusurun_adi_yilan_yazimiyla() {
        assert_eq!(kusur_adi(&Kusur::CitlemeYok), "citleme_yok");
        assert_eq!(kusur_adi(&Kusur::ZamanlayiciKendisiSurer), "zamanlayici_kendisi_surer");
    }
}

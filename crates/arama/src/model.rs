//! What a lesson's checking model is: [`Model`], the lesson's step function driven by faults an
//! adversary chooses (its states, actions, step and claims), with or without a planted defect
//! (a teaching mutant); writing a path down is [`crate::yazim::Yazim`]'s. A claim
//! ([`Ozellik`]) is the lesson's own, stated over the lesson's options and state; a witness is
//! the search's (something this configuration is asked to find).

use ders::{Ders, Programlar};
use serde_json::Value;
use std::borrow::Cow;
use std::fmt::Debug;
use std::hash::Hash;

pub use ders::ozellik::{Hal, Ozellik, Ozellikli, Tur};

/// What the claims of model `M`'s lesson look at.
pub type Gorunum<M> = <<M as Model>::Ders as Ozellikli>::Gorunum;

/// The options of model `M`'s lesson.
pub type Secenek<M> = <<M as Model>::Ders as Ders>::Secenek;

/// The events of model `M`'s lesson.
pub type Olay<M> = <<M as Model>::Ders as Ders>::Olay;

/// A lesson's model for the checker: the lesson's step function driven by faults an adversary
/// chooses, step by step, in one configuration. `kesif::denetim::Denetlenen` makes it a
/// stateright model; [`crate::genislik`] explores it without one.
pub trait Model: Clone + Send + Sync + Sized + 'static {
    /// The lesson whose step function this model drives.
    type Ders: Programlar + Ozellikli;
    /// A state of the exploration: the lesson's state as the checker keeps it, with the
    /// bookkeeping.
    type Durum: Clone + Debug + Hash + Eq + Send + Sync;
    /// The faults of one step, as the adversary chooses them.
    type Eylem: Clone + Debug + PartialEq + Send + Sync;
    /// What this configuration's search is asked to find besides the lesson's claims
    /// ([`Ozellikli`]; the lesson's own schedule), checked after them.
    const TANIKLAR: &'static [Ozellik<Self, Self::Durum>] = &[];

    /// The states the exploration starts from.
    fn ilk(&self) -> Vec<Self::Durum>;
    /// The faults the adversary may choose for the next step from `d` (none once the run ends).
    fn eylemler(&self, d: &Self::Durum, eylemler: &mut Vec<Self::Eylem>);
    /// One step from `d` with faults `e`: one call of the lesson's step function.
    fn sonraki(&self, d: &Self::Durum, e: Self::Eylem) -> Self::Durum;
    /// How many faults the step from `d` with faults `e` adds, in the unit a single change of
    /// the schedule adds or removes (`ders::tek_degisiklik`): what the fewest-faults search
    /// ([`crate::en_az`]) counts. One part of the step's written schedule (`--ariza`) each.
    fn arizalar(&self, d: &Self::Durum, e: &Self::Eylem) -> u32;
    /// What the claims look at in state `d`.
    fn gorunum<'a>(&self, d: &'a Self::Durum) -> Cow<'a, Gorunum<Self>>;
    /// The options the step function runs with, which the claims read.
    fn secenek(&self) -> &Secenek<Self>;
    /// The bounds of this configuration, for the report.
    fn sinirlar(&self) -> Value;
    /// A path's events, by the step function with this model's faults (and defect).
    fn olaylar(&self, eylemler: &[Self::Eylem]) -> Vec<Olay<Self>>;

    /// A step's faults as the explorer's web view names them.
    fn eylem_adi(&self, e: &Self::Eylem) -> String {
        format!("{e:?}")
    }
    /// The options as a path of `uzunluk` steps tells them (the rounds it ran).
    fn yol_secenegi(&self, uzunluk: usize) -> Secenek<Self> {
        let _ = uzunluk;
        self.secenek().clone()
    }
    /// What the report adds about claim `ozellik`'s path, if anything.
    fn not(&self, ozellik: &str, eylemler: &[Self::Eylem]) -> Option<String> {
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
    Iddia(&'static Ozellik<Secenek<M>, Gorunum<M>>),
    /// One of the configuration's witnesses.
    Tanik(&'static Ozellik<M, M::Durum>),
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
            Kosul::Iddia(o) => o.ad,
            Kosul::Tanik(o) => o.ad,
        }
    }
    /// What it says.
    pub fn anlam(self) -> &'static str {
        match self {
            Kosul::Iddia(o) => o.anlam,
            Kosul::Tanik(o) => o.anlam,
        }
    }
    /// Every state, or some.
    pub fn tur(self) -> Tur {
        match self {
            Kosul::Iddia(o) => o.tur,
            Kosul::Tanik(o) => o.tur,
        }
    }
    /// Whether configuration `m` checks it: its options make the claim (the lesson's part,
    /// [`Ozellik::iddia_edilir`]) and its bounds let it be decided (the checker's,
    /// [`Model::karar_verilir`]).
    pub fn denetlenir(self, m: &M) -> bool {
        match self {
            Kosul::Iddia(o) => (o.iddia_edilir)(m.secenek()) && m.karar_verilir(o.ad),
            Kosul::Tanik(o) => (o.iddia_edilir)(m),
        }
    }
    /// Whether state `d` of configuration `m` satisfies it.
    pub fn tutar(self, m: &M, d: &M::Durum) -> bool {
        match self {
            Kosul::Iddia(o) => (o.kosul)(m.secenek(), &m.gorunum(d)),
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
        Some(o) => Some(Kosul::Iddia(o)),
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

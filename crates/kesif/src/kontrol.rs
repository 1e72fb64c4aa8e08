//! The checking runs of a report: each lesson's configurations for some bounds
//! (`iddia::Sinirlar`), the real model's then each mutant's, behind one face ([`Kontrol`]).

use crate::denetim::{Denetlenen, OzellikSonucu, denetle, gez};
use ders::Ders;
use iddia::dersler::DersIddiasi;
use iddia::{DersModeli, Sinirlar, Yapilandirma};

/// One checking run of the report: a lesson model in one configuration, possibly a mutant.
pub trait Kontrol: Send + Sync {
    /// The lesson checked, by its package name.
    fn ders(&self) -> &'static str;
    /// Checks every claim.
    fn calistir(&self) -> Vec<OzellikSonucu>;
    /// Serves stateright's Explorer for this configuration on `adres`.
    fn gez(&self, adres: &str);
}

/// A lesson model as a [`Kontrol`].
struct Calisma<M>(Denetlenen<M>);

impl<M: DersModeli> Kontrol for Calisma<M> {
    fn ders(&self) -> &'static str {
        <M::Ders as Ders>::AD
    }
    fn calistir(&self) -> Vec<OzellikSonucu> {
        denetle(self.0.clone())
    }
    fn gez(&self, adres: &str) {
        gez(self.0.clone(), adres);
    }
}

/// Model `m`, named `etiket`, as a checking run of the report.
pub fn kontrol<M: DersModeli>(etiket: &str, m: M) -> Box<dyn Kontrol> {
    Box::new(Calisma(Denetlenen::yeni(m, etiket)))
}

/// A lesson's configurations as checking runs.
fn hepsi<M: DersModeli>(y: Vec<Yapilandirma<M>>) -> Vec<Box<dyn Kontrol>> {
    y.into_iter().map(|(etiket, m)| kontrol(&etiket, m)).collect()
}

/// A lesson as the checker knows it: the lesson as a check of every timing knows it (its
/// options, the flags it ignores: `iddia::dersler`), its checking runs for some bounds (the real
/// model's configurations, then each mutant's), and the real model's runs with the lesson's
/// options set (by key).
pub struct DersDenetimi {
    /// The lesson in `iddia`'s list.
    pub iddia: &'static DersIddiasi,
    /// Every checking run for some bounds.
    pub kontroller: Kontroller,
    /// The real model's runs with the options set.
    pub secenekli: Secenekli,
}

/// A lesson's real model's checking runs for some bounds, with some of its options set (by key).
pub type Secenekli = fn(&Sinirlar, &[(&str, u32)]) -> Vec<Box<dyn Kontrol>>;

/// Lider Secimi (`iddia::lider`).
pub static LIDER: DersDenetimi = DersDenetimi {
    iddia: &iddia::dersler::LIDER,
    kontroller: |s| hepsi(iddia::lider::yapilandirmalar(s)),
    secenekli: |s, d| hepsi(iddia::lider::secenekli(s, d)),
};

/// Zamanlayici-Araci-Denetci (`iddia::denetci`).
pub static DENETCI: DersDenetimi = DersDenetimi {
    iddia: &iddia::dersler::DENETCI,
    kontroller: |s| hepsi(iddia::denetci::yapilandirmalar(s)),
    secenekli: |s, d| hepsi(iddia::denetci::secenekli(s, d)),
};

/// Koreografi ve Orkestrasyon (`iddia::akis`).
pub static AKIS: DersDenetimi = DersDenetimi {
    iddia: &iddia::dersler::AKIS,
    kontroller: |s| hepsi(iddia::akis::yapilandirmalar(s)),
    secenekli: |s, d| hepsi(iddia::akis::secenekli(s, d)),
};

/// A lesson's checking runs for some bounds.
pub type Kontroller = fn(&Sinirlar) -> Vec<Box<dyn Kontrol>>;

//! The checking runs of a report: each lesson's configurations for some bounds
//! (`iddia::Sinirlar`), the real model's then each mutant's, behind one face ([`Kontrol`]).

use crate::denetim::{Denetlenen, OzellikSonucu, denetle, gez};
use ders::Ders;
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

/// Lider Secimi's checking runs for bounds `s` (`iddia::lider::yapilandirmalar`).
pub fn lider(s: &Sinirlar) -> Vec<Box<dyn Kontrol>> {
    hepsi(iddia::lider::yapilandirmalar(s))
}

/// Zamanlayici-Araci-Denetci's checking runs for bounds `s`.
pub fn denetci(s: &Sinirlar) -> Vec<Box<dyn Kontrol>> {
    hepsi(iddia::denetci::yapilandirmalar(s))
}

/// Koreografi ve Orkestrasyon's checking runs for bounds `s`.
pub fn akis(s: &Sinirlar) -> Vec<Box<dyn Kontrol>> {
    hepsi(iddia::akis::yapilandirmalar(s))
}

/// A lesson's checking runs for some bounds.
pub type Kontroller = fn(&Sinirlar) -> Vec<Box<dyn Kontrol>>;

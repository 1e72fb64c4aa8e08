//! The checking runs of a report: each lesson's configurations for some bounds ([`Sinirlar`]),
//! the real model's then each mutant's, behind one face ([`Kontrol`]).

use crate::denetim::{Denetlenen, DersModeli, OzellikSonucu, denetle, gez};
use ders::Ders;
use serde::{Deserialize, Serialize};

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

/// The bounds of a report: the defaults (`tam`), the small ones `cargo xtask test` runs
/// (`kucuk`), or a reader's own.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Sinirlar {
    /// lider: nodes of the every-set configuration.
    pub dugum: u32,
    /// lider: most nodes unreachable at once in the five-node configuration.
    pub ayni_anda: usize,
    /// lider and denetci (without supervisor): rounds.
    pub tur: u32,
    /// denetci: faults; akis: lost or duplicated messages; lider: node-rounds (`None`: none).
    pub butce: Option<u32>,
    /// denetci: faulty jobs.
    pub arizali_is: usize,
    /// Whether to run the five-node lider configurations too.
    pub bes_dugum: bool,
}

impl Sinirlar {
    /// The default bounds: exhaustive, the lesson's own sizes where it has them.
    pub fn tam() -> Self {
        Sinirlar { dugum: 3, ayni_anda: 2, tur: 24, butce: None, arizali_is: 2, bes_dugum: true }
    }

    /// Small bounds for `cargo xtask test`: the same claims and mutants, fewer states.
    pub fn kucuk() -> Self {
        Sinirlar { dugum: 3, ayni_anda: 2, tur: 14, butce: None, arizali_is: 1, bes_dugum: false }
    }
}

/// A lesson's checking runs for some bounds.
pub type Kontroller = fn(&Sinirlar) -> Vec<Box<dyn Kontrol>>;

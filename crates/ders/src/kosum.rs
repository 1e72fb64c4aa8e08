//! Model runs as the programs show them: a labelled run ([`Kosum`], a column or a sweep point),
//! and `olc --iz`'s traced runs ([`Izler`]).

use crate::{Ders, Programlar, anlatim};
use cikti::rapor::{Cikti, Rapor};
use serde::Serialize;

/// One model run a program shows: its label, its options, its result.
#[derive(Serialize)]
#[serde(bound = "")]
pub struct Kosum<D: Ders> {
    /// The column's or row's label.
    pub ad: String,
    /// The options of this run.
    pub secenek: D::Secenek,
    /// What it counted.
    pub olcum: D::Olcum,
}

impl<D: Ders> Kosum<D> {
    /// Runs the model on `secenek` and keeps label, options and result.
    pub fn yeni(ad: impl Into<String>, secenek: D::Secenek) -> Result<Self, D::Hata> {
        Ok(Kosum { ad: ad.into(), olcum: D::kosum(&secenek)?, secenek })
    }
}

impl<D: Programlar> Kosum<D> {
    /// The runs of `olc`'s first table on `taban` ([`Programlar::sutunlar`]).
    pub fn sutunlar(taban: &D::Taban) -> Result<Vec<Self>, D::Hata> {
        D::sutunlar(taban).into_iter().map(|(ad, s)| Kosum::yeni(ad, s)).collect()
    }
}

impl<D: Ders> Clone for Kosum<D> {
    fn clone(&self) -> Self {
        Kosum { ad: self.ad.clone(), secenek: self.secenek.clone(), olcum: self.olcum.clone() }
    }
}

impl<D: Ders> PartialEq for Kosum<D> {
    fn eq(&self, o: &Self) -> bool {
        (&self.ad, &self.secenek, &self.olcum) == (&o.ad, &o.secenek, &o.olcum)
    }
}

impl<D: Ders> std::fmt::Debug for Kosum<D> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Kosum")
            .field("ad", &self.ad)
            .field("secenek", &self.secenek)
            .field("olcum", &self.olcum)
            .finish()
    }
}

/// One column's run, event by event.
#[derive(Serialize)]
#[serde(bound = "")]
pub struct SutunIzi<D: Ders> {
    /// The column's label.
    pub ad: String,
    /// The options of its run.
    pub secenek: D::Secenek,
    /// What happened, in order.
    pub olaylar: Vec<D::Olay>,
}

/// What `olc --iz` shows: the runs behind `olc`'s first table, a block of lines per column.
#[derive(Serialize)]
#[serde(bound = "")]
pub struct Izler<D: Ders> {
    /// One trace per column.
    pub sutunlar: Vec<SutunIzi<D>>,
}

impl<D: Programlar> Izler<D> {
    /// Traces the columns of `olc`'s first table on `taban`.
    pub fn yeni(taban: &D::Taban) -> Result<Self, D::Hata> {
        let mut sutunlar = Vec::new();
        for (ad, secenek) in D::sutunlar(taban) {
            let olaylar = D::olaylar(&secenek)?;
            sutunlar.push(SutunIzi { ad, secenek, olaylar });
        }
        Ok(Izler { sutunlar })
    }
}

impl<D: Ders> Cikti for Izler<D> {
    fn rapor(&self) -> Rapor {
        let mut r = Rapor::default();
        for (i, sutun) in self.sutunlar.iter().enumerate() {
            if i > 0 {
                r.bos();
            }
            let (baslik, satirlar) = D::anlat(&sutun.secenek, &sutun.olaylar);
            r.satir(format!("{}: {baslik}", sutun.ad));
            for satir in satirlar {
                r.satir(format!("  {satir}"));
            }
        }
        r
    }
}

/// A run told as a counterexample is: its options (JSON), why it breaks the invariant, then its
/// account line by line.
pub fn karsi_ornek_metni<D: Ders>(s: &D::Secenek, neden: &str) -> String {
    let mut metin = format!(
        "en kucuk karsi ornek: {}\nneden: {neden}\n",
        serde_json::to_string(s).unwrap_or_default()
    );
    match anlatim::<D>(s) {
        Ok(satirlar) => {
            for satir in satirlar {
                metin += &format!("  {satir}\n");
            }
        }
        Err(e) => metin += &format!("  (anlatilamadi: {e})\n"),
    }
    metin
}

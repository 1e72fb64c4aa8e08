#![cfg(feature = "ders")]
//! The scenario along its timeline, as its readers besides the command line take it: a click
//! on a cell of the timeline (an execution of a step) gives it its next outcome, and an
//! exercise tells the schedule in words ([`Cizelge`]); the walk through a run stops at the
//! story's changes and cuts the runs by `--tur` ([`Duraklar`]); the single changes set each
//! execution some column makes to each other outcome ([`TekDegisiklikler`]).

use crate::olay::Olay;
use crate::secenek::TUR;
use crate::{ADIM, Denetci, ISLER, Secenek, Sonuc, Zamanlama};
use ders::ozellik::Nokta;
use ders::tek_degisiklik::Degisiklik;
use ders::{Cizelge, Degisim, Duraklar, Izler, Tanim, TekDegisiklikler};

impl Cizelge for Denetci {
    fn ariza_degistir(t: &Secenek, kimlik: &str) -> Result<String, String> {
        crate::ariza::degistir(t, kimlik)
    }
    fn ariza_anlatimi(metin: &str) -> Result<Vec<String>, String> {
        Ok(Zamanlama::oku(metin)?.anlat())
    }
}

impl Duraklar for Denetci {
    const DEGISIMLER: &'static [Degisim] = &crate::anlatim::DEGISIMLER;
    const KESEN: &'static dyn Tanim = &TUR;
    /// `--tur`: the round; the point after an early stop is the whole run.
    fn kesim(s: &Secenek, n: Nokta, _: u32) -> u32 {
        if n.1 == 1 { s.tur } else { n.0 }
    }
}

impl TekDegisiklikler for Denetci {
    /// An execution of a step that some column's run makes.
    fn hucre_sayisi(_: &Secenek, izler: &Izler<Denetci>) -> usize {
        yurutmeler(izler).len()
    }
    /// Each execution some column makes, set to each other outcome: done (`tamam`), hangs
    /// (`asılı`), fails (`hata verir`: `kalici` on that execution alone).
    fn degisiklikler(t: &Secenek, izler: &Izler<Denetci>) -> Vec<Degisiklik<Secenek>> {
        let mut hepsi = Vec::new();
        for ((is, adim, n), noktalar) in yurutmeler(izler) {
            let hucre = format!("{}:{}#{n}", ISLER[is], ADIM[adim]);
            let simdi = crate::ariza::sonucu(t, &hucre).expect("an execution of the run");
            for (sonuc, deger) in
                [(Sonuc::Tamam, "tamam"), (Sonuc::Asili, "asılı"), (Sonuc::Kalici, "hata verir")]
            {
                if sonuc == simdi {
                    continue;
                }
                let ariza =
                    crate::ariza::ayarla(t, &hucre, sonuc).expect("an execution of the run");
                hepsi.push(Degisiklik {
                    hucre: hucre.clone(),
                    deger,
                    taban: Secenek { ariza: Some(ariza.clone()), ..t.clone() },
                    ariza,
                    noktalar: noktalar.clone(),
                    sira: (is as u32, adim as u32 * 1000 + n),
                });
            }
        }
        hepsi
    }
}

/// An execution of a step: `(job, step, execution from 1)`.
type Yurutme = (usize, usize, u32);

/// Every execution of a step some column's run makes, in that order, with the round its outcome
/// comes in each column (`None`: that column never makes it).
fn yurutmeler(izler: &Izler<Denetci>) -> Vec<(Yurutme, Vec<Option<Nokta>>)> {
    let mut hepsi: std::collections::BTreeMap<Yurutme, Vec<Option<Nokta>>> = Default::default();
    for (i, sutun) in izler.sutunlar.iter().enumerate() {
        let mut sayi = [[0u32; ADIM.len()]; ISLER.len()];
        for k in &sutun.olaylar {
            let (Olay::Yurutuldu { is, adim } | Olay::KayitDusmedi { is, adim, .. }) = k.olay
            else {
                continue;
            };
            sayi[is][adim] += 1;
            let yer = hepsi
                .entry((is, adim, sayi[is][adim]))
                .or_insert_with(|| vec![None; izler.sutunlar.len()]);
            yer[i] = Some((k.tur, 0));
        }
    }
    hepsi.into_iter().collect()
}

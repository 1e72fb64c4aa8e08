//! A run told: the plain-text account of its events ([`anlat`], what `olc --iz` prints) and
//! their JSON (`olc --iz --json`), jobs and steps by name. A kept event carries its round
//! ([`TurOlayi`]).

use crate::denetim::{ADIM, ISLER};
use crate::olay::{Olay, Sonuc};
use cekirdek::TurOlayi;
use serde::ser::{Serialize, SerializeMap, Serializer};

impl Serialize for Sonuc {
    /// As the reference names it: `tamam`, `asili`, `kalici`.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(match self {
            Sonuc::Tamam => "tamam",
            Sonuc::Asili => "asili",
            Sonuc::Kalici => "kalici",
        })
    }
}

impl Serialize for Olay {
    /// As `olc --iz --json` prints it: `{"olay": "yurutuldu", "is": "S2", "adim": "indirim"}`,
    /// jobs and steps by name.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("olay", &cekirdek::iz::olay_adi(self))?;
        match *self {
            Olay::Yurutuldu { is, adim } => {
                m.serialize_entry("is", ISLER[is])?;
                m.serialize_entry("adim", ADIM[adim])?;
            }
            Olay::KayitDusmedi { is, adim, neden } => {
                m.serialize_entry("is", ISLER[is])?;
                m.serialize_entry("adim", ADIM[adim])?;
                m.serialize_entry("neden", &neden)?;
            }
            Olay::Tarama { okunan } => m.serialize_entry("okunan", &okunan)?,
            Olay::YenidenSurdu { is, adim, gecikme, bosa } => {
                m.serialize_entry("is", ISLER[is])?;
                m.serialize_entry("adim", ADIM[adim])?;
                m.serialize_entry("gecikme", &gecikme)?;
                m.serialize_entry("bosa", &bosa)?;
            }
            Olay::Baslatti { is, adim, deneme } => {
                m.serialize_entry("is", ISLER[is])?;
                m.serialize_entry("adim", ADIM[adim])?;
                m.serialize_entry("deneme", &deneme)?;
            }
            Olay::Bitti { is } => m.serialize_entry("is", ISLER[is])?,
            Olay::TelafiEdildi { is, adim_sayisi } => {
                m.serialize_entry("is", ISLER[is])?;
                m.serialize_entry("adim_sayisi", &adim_sayisi)?; // as published, not camelCase
            }
        }
        m.end()
    }
}

/// The plain-text account of a trace: a line per round. Routine steps (recorded, started) are
/// counted; hangs, failures, scans, re-drives, completions and compensations are told one by
/// one. `tur` is the run's round limit and `denetci` whether it has a supervisor, so an early
/// stop can be told: either every job has settled, or (without a supervisor) nothing will
/// change again and the jobs not settled stay running for ever. A run with a supervisor and a
/// job not settled ran to its limit, its last rounds maybe empty: it did not stop early.
pub fn anlat(olaylar: &[TurOlayi<Olay>], tur: u32, denetci: bool) -> Vec<String> {
    let mut satirlar = Vec::new();
    let mut bas = 0;
    while bas < olaylar.len() {
        let t = olaylar[bas].tur;
        let son = olaylar[bas..].iter().position(|k| k.tur != t).map_or(olaylar.len(), |n| bas + n);
        satirlar.push(format!("tur {t:>2}: {}", tur_ozeti(&olaylar[bas..son]).join("; ")));
        bas = son;
    }
    if let Some(son) = olaylar.last().map(|k| k.tur).filter(|&son| son < tur) {
        // the jobs that settled, each once
        let yerlesen = olaylar.iter().fold(cekirdek::Kume::BOS, |k, o| match o.olay {
            Olay::Bitti { is } | Olay::TelafiEdildi { is, .. } => k.ile(is),
            _ => k,
        });
        match ISLER.len().saturating_sub(yerlesen.sayi() as usize) {
            0 => satirlar.push(format!(
                "bütün işler {son}. turda yerleşti; koşum erken bitti ({tur} tur yerine)"
            )),
            // without a supervisor the run stops after its first empty round
            kalan if !denetci => {
                let bos = son + 1;
                let bitis = if bos < tur {
                    format!("koşum {tur} tur yerine burada biter")
                } else {
                    "koşumun son turuydu".to_string()
                };
                satirlar.push(format!(
                    "{son}. turdan sonra hiçbir şey değişmez; {kalan} iş “yürüyor” durumunda \
                     kalır ({bos}. tur boş geçti, {bitis})"
                ));
            }
            _ => {}
        }
    }
    satirlar
}

fn tur_ozeti(olaylar: &[TurOlayi<Olay>]) -> Vec<String> {
    // Routine events are counted in the place of the first of their kind.
    let mut parcalar: Vec<String> = Vec::new();
    let (mut kaydedilen, mut baslayan, mut biten) = ((0, None), (0, None), (Vec::new(), None));
    let yer = |parcalar: &mut Vec<String>, yer: &mut Option<usize>| {
        if yer.is_none() {
            *yer = Some(parcalar.len());
            parcalar.push(String::new());
        }
    };
    for k in olaylar {
        let metin = match &k.olay {
            Olay::Yurutuldu { .. } => {
                kaydedilen.0 += 1;
                yer(&mut parcalar, &mut kaydedilen.1);
                continue;
            }
            Olay::Baslatti { deneme: 0, .. } => {
                baslayan.0 += 1;
                yer(&mut parcalar, &mut baslayan.1);
                continue;
            }
            Olay::Bitti { is } => {
                biten.0.push(ISLER[*is]);
                yer(&mut parcalar, &mut biten.1);
                continue;
            }
            Olay::KayitDusmedi { is, adim, neden: Sonuc::Kalici } => {
                format!("{} {} geçmedi, kaydı DÜŞMEDİ (kalıcı hata)", ISLER[*is], ADIM[*adim])
            }
            Olay::KayitDusmedi { is, adim, .. } => {
                format!("{} {} yürütüldü ama kaydı DÜŞMEDİ (asılı)", ISLER[*is], ADIM[*adim])
            }
            Olay::Tarama { okunan } => format!("denetçi {okunan} kaydı taradı"),
            Olay::YenidenSurdu { is, adim, gecikme, bosa } => format!(
                "{} {} {gecikme} tur gecikmeyle yeniden sürüldü{}",
                ISLER[*is],
                ADIM[*adim],
                if *bosa { " (BOŞA: iş zaten yapılmıştı)" } else { "" }
            ),
            Olay::Baslatti { is, adim, deneme } => {
                format!("{} {} {deneme}. yeniden denemeyle başladı", ISLER[*is], ADIM[*adim])
            }
            Olay::TelafiEdildi { is, adim_sayisi } => {
                format!("{} eşiği aştı: {adim_sayisi} adımı TELAFİ edildi", ISLER[*is])
            }
        };
        parcalar.push(metin);
    }
    if let (n, Some(i)) = kaydedilen {
        parcalar[i] = format!("{n} adım kaydedildi");
    }
    if let (n, Some(i)) = baslayan {
        parcalar[i] = format!("{n} adım başladı");
    }
    if let (isler, Some(i)) = biten {
        parcalar[i] = format!("bitti: {}", isler.join(", "));
    }
    parcalar
}

/// The changes a student would call one, by the words [`anlat`] tells them with: a hang, a
/// permanent failure, a step re-driven, a job compensated or finished (the walk's `Sonraki
/// değişiklik`).
#[cfg(feature = "ders")]
pub const DEGISIMLER: [ders::Degisim; 5] = [
    ders::Degisim { ad: "asılı kalma", isaret: "(asılı)", surer: false },
    ders::Degisim { ad: "kalıcı hata", isaret: "(kalıcı hata)", surer: false },
    ders::Degisim { ad: "yeniden sürme", isaret: "yeniden sürüldü", surer: false },
    ders::Degisim { ad: "telafi", isaret: "TELAFİ edildi", surer: false },
    ders::Degisim { ad: "biten iş", isaret: "bitti:", surer: false },
];

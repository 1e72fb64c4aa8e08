//! A run told: the plain-text account of its events, one line per job ([`anlat`], what `olc
//! --iz` prints), their JSON (`olc --iz --json`) and a message's label, jobs and steps by name.

use crate::is::{ADIM, ISLER};
use crate::olay::{Konu, Olay};
use crate::secenek::Kip;
use serde::ser::{Serialize, SerializeMap, Serializer};

/// A message's label, as the sequence diagram prints it and the JSON writes it.
pub fn etiket(konu: Konu) -> String {
    match konu {
        Konu::IsBasladi => "iş başladı".into(),
        Konu::AdimBitti(adim) => format!("{} bitti", ADIM[adim].ad),
        Konu::AdimHatasi(adim) => format!("{} hatası", ADIM[adim].ad),
        Konu::Komut(adim) => ADIM[adim].ad.into(),
        Konu::Tamam | Konu::IptalTamam => "tamam".into(),
        Konu::Hata => "HATA".into(),
        Konu::Iptal(adim) => format!("{}-iptal", ADIM[adim].ad),
    }
}

impl Serialize for Olay {
    /// As `olc --iz --json` prints it: `{"olay": "ileti", "is": "S3", ...}`, jobs and steps by
    /// name, a message by its label, a fault flag only when set.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("olay", &cekirdek::iz::olay_adi(self))?;
        m.serialize_entry("is", ISLER[self.is()])?;
        match *self {
            Olay::Ileti { kimden, kime, konu, .. } => {
                m.serialize_entry("kimden", &kimden)?;
                m.serialize_entry("kime", &kime)?;
                m.serialize_entry("konu", &etiket(konu))?;
            }
            Olay::Kesinlesti { adim, .. } | Olay::HataVerdi { adim, .. } => {
                m.serialize_entry("adim", ADIM[adim].ad)?;
            }
            Olay::Telafi { adim, abone, kayip, cift, .. } => {
                m.serialize_entry("adim", ADIM[adim].ad)?;
                m.serialize_entry("abone", &abone)?;
                if kayip {
                    m.serialize_entry("kayip", &kayip)?;
                }
                if cift {
                    m.serialize_entry("cift", &cift)?;
                }
            }
            Olay::Tamamlandi { .. } => {}
            Olay::Durdu { adim, kesinlesen, acik, .. } => {
                m.serialize_entry("adim", ADIM[adim].ad)?;
                m.serialize_entry("kesinlesen", &kesinlesen)?;
                m.serialize_entry("acik", &acik)?;
            }
        }
        m.end()
    }
}

/// A failed job's line in `olc`'s failure trace, part of the published table and so kept in
/// ASCII: `S3: fatura adiminda durdu, ...`.
pub fn hata_izi(olay: &Olay) -> Option<String> {
    match *olay {
        Olay::Durdu { is, adim, kesinlesen, acik } => Some(format!(
            "{}: {} adiminda durdu, kesinlesmis adim {kesinlesen}, acik kalan {acik}",
            ISLER[is], ADIM[adim].ad
        )),
        _ => None,
    }
}

/// Step `adim` and its service: `fatura (faturalama)`.
fn adim_servis(adim: usize) -> String {
    format!("{} ({})", ADIM[adim].ad, ADIM[adim].servis.ad())
}

/// The plain-text account of a trace in mode `kip`: one line per job, its messages counted.
pub fn anlat(kip: Kip, olaylar: &[Olay]) -> Vec<String> {
    let mut satirlar = Vec::new();
    let (mut parcalar, mut ileti): (Vec<String>, u32) = (Vec::new(), 0);
    for olay in olaylar {
        match olay {
            Olay::Ileti { .. } => ileti += 1,
            Olay::Kesinlesti { adim, .. } => {
                parcalar.push(format!("{} kesinleşti", adim_servis(*adim)))
            }
            Olay::HataVerdi { adim, .. } => {
                parcalar.push(format!("{} HATA verdi", adim_servis(*adim)))
            }
            Olay::Telafi { adim, abone: true, kayip: true, .. } => {
                let kim = if kip == Kip::Orkestrasyon {
                    "telafi komutu KAYBOLDU, yürütücü yanıt alamadı"
                } else {
                    "iptal olayı KAYBOLDU"
                };
                parcalar.push(format!("{} TELAFİ EDİLMEDİ ({kim}, yazma kaldı)", ADIM[*adim].ad));
            }
            Olay::Telafi { adim, abone: true, cift, .. } => {
                let kim = if kip == Kip::Orkestrasyon {
                    "yürütücü çağırdı"
                } else {
                    "iptal olayı"
                };
                let kez = if *cift { ", ileti iki kez ulaştı: İKİ KEZ telafi" } else { "" };
                parcalar.push(format!("{} telafi edildi ({kim}{kez})", ADIM[*adim].ad));
            }
            Olay::Telafi { adim, abone: false, .. } if kip == Kip::Orkestrasyon => parcalar.push(
                format!("{} TELAFİ EDİLMEDİ (yürütücü çağırmadı, yazma kaldı)", ADIM[*adim].ad),
            ),
            Olay::Telafi { adim, abone: false, .. } => parcalar.push(format!(
                "{} TELAFİ EDİLMEDİ ({} iptal olayına abone değil, yazma kaldı)",
                ADIM[*adim].ad,
                ADIM[*adim].servis.ad()
            )),
            Olay::Tamamlandi { is } => {
                let yol = parcalar.join(" -> ");
                satirlar.push(format!("{}: {yol} | tamamlandı, {ileti} ileti", ISLER[*is]));
                (parcalar, ileti) = (Vec::new(), 0);
            }
            Olay::Durdu { is, acik, .. } => {
                satirlar.push(format!(
                    "{}: {} | durdu, açık kalan {acik}, {ileti} ileti",
                    ISLER[*is],
                    parcalar.join(" -> ")
                ));
                (parcalar, ileti) = (Vec::new(), 0);
            }
        }
    }
    // a run cut inside a job (`--dur`): that job's line stops where the run did
    if let Some(son) = olaylar.last().filter(|_| !parcalar.is_empty() || ileti > 0) {
        let yol = if parcalar.is_empty() { "adım yok".into() } else { parcalar.join(" -> ") };
        satirlar.push(format!("{}: {yol} | kesildi, {ileti} ileti", ISLER[son.is()]));
    }
    satirlar
}

/// The changes a student would call one, by the words [`anlat`] tells them with: a step
/// failing, a step compensated, or left uncompensated (the walk's `Sonraki değişiklik`); a
/// message lost or delivered twice is told within those.
#[cfg(feature = "ders")]
pub const DEGISIMLER: [ders::Degisim; 3] = [
    ders::Degisim { ad: "hata", isaret: "HATA verdi", surer: false },
    ders::Degisim { ad: "telafi", isaret: "telafi edildi", surer: false },
    ders::Degisim { ad: "telafisiz yazma", isaret: "TELAFİ EDİLMEDİ", surer: false },
];

//! A run of the checker printed: each configuration's claims with their verdicts and paths
//! ([`yazdir`]), the verdicts as a text that is the same on every run ([`karar_metni`]),
//! whether every mutant was caught ([`kusurlar_yakalandi`]) and the fewest faults of each
//! design ([`en_az_yazdir`]).

use crate::DenetimSonucu;
use arama::kayit::{DenetimKaydi, Hukum};

/// Prints the fewest faults of each design: the deterministic text, then for each first
/// minimal timing the command that replays it.
pub fn en_az_yazdir(kayitlar: &[arama::kayit::EnAzKaydi]) {
    println!(
        "kaç arıza yeter: her özelliği bozan (bazen türündekini gösteren) en az arıza, tasarım başına"
    );
    print!("{}", arama::karar::en_az_metni(kayitlar));
    for k in kayitlar.iter().filter(|k| k.komut.is_some()) {
        println!(
            "  {} / {} / {}: {}",
            k.ders,
            k.tasarim,
            k.ozellik,
            k.komut.as_deref().unwrap_or_default()
        );
    }
    println!();
}

/// The verdicts as a text that is the same on every run (`arama::karar::metin`, which the
/// book's page prints too).
pub fn karar_metni(sonuclar: &[DenetimSonucu]) -> String {
    let ayni = |a: &DenetimSonucu, b: &DenetimSonucu| {
        (&a.denetim.kontrol, &a.denetim.kusur) == (&b.denetim.kontrol, &b.denetim.kusur)
    };
    let kararlar: Vec<arama::karar::Karar> = sonuclar
        .chunk_by(ayni)
        .map(|r| {
            let d = &r[0].denetim;
            arama::karar::Karar {
                ders: d.ders.clone(),
                kontrol: d.kontrol.clone(),
                kusur: d.kusur.clone(),
                durum: d.durum,
                kesfedilen: d.kesfedilen,
                secenek: d.secenek.clone(),
                ozellikler: r
                    .iter()
                    .map(|s| {
                        let o = s.karsi_ornek.as_ref().or(s.ornek.as_ref());
                        arama::karar::OzellikKarari {
                            ozellik: s.denetim.ozellik.clone(),
                            tur: s.denetim.tur.clone(),
                            bulundu: o.is_some(),
                            ornek: o
                                .map(|o| (o.derinlik, o.tekrar.as_ref().map(|t| t.ariza.clone()))),
                            parca: o
                                .and_then(|o| o.tekrar.as_ref())
                                .map(|t| program::calistirma::parca(&t.bayraklar)),
                        }
                    })
                    .collect(),
            }
        })
        .collect();
    arama::karar::metin(&kararlar)
}

/// Prints one checking run: its configuration and counts, then each claim's verdict, and each
/// counterexample or witness told and drawn (under `target/kesif/`).
pub fn yazdir(r: &[DenetimSonucu]) {
    let Some(ilk) = r.first() else { return };
    let d = &ilk.denetim;
    let kusur = d.kusur.as_deref().map(|k| format!(" [kusur: {k}]")).unwrap_or_default();
    println!(
        "{} / {}{kusur}: {} durum, {} keşfedilen, {:.2} s, {:.0} durum/s",
        d.ders, d.kontrol, d.durum, d.kesfedilen, ilk.saniye, ilk.hiz
    );
    // the pictures go to `kesif/` in cargo's target directory; where cargo cannot say, none
    let klasor = hedef::klasor(&crate::kok()).ok().map(|h| h.join("kesif"));
    let klasor = klasor.filter(|k| std::fs::create_dir_all(k).is_ok());
    for s in r {
        let d = &s.denetim;
        let karar = match (d.sonuc, d.tur.as_str()) {
            (Hukum::Tutar, "bazen") => "BULUNDU",
            (Hukum::Tutar, _) => "TUTAR",
            (Hukum::Bozulur, "bazen") => "BULUNAMADI",
            (Hukum::Bozulur, _) => "BOZULUR",
        };
        println!(
            "  {:<44} {:<9} {karar:<10} {} durum, {} keşfedilen, {:.2} s, {:.0} durum/s",
            d.ozellik, d.tur, d.durum, d.kesfedilen, s.saniye, s.hiz
        );
        println!("      {}", d.anlam);
        let ornek = s.karsi_ornek.as_ref().map(|o| ("en kısa karşı örnek", o));
        if let Some((ne, o)) = ornek.or(s.ornek.as_ref().map(|o| ("en kısa örnek", o))) {
            println!("      {ne} ({} adım):", o.derinlik);
            for satir in &o.anlatim {
                println!("        {satir}");
            }
            if let Some(not) = &o.not {
                println!("      {not}");
            }
            if let Some(t) = &o.tekrar {
                println!("      tekrarı: {}", t.komut);
                println!("      panelde: {}", t.baglanti);
            }
            let ad = format!(
                "{}-{}{}-{}.svg",
                d.ders,
                dosya_adi(&d.kontrol),
                d.kusur.as_deref().map(|k| format!("-{k}")).unwrap_or_default(),
                d.ozellik
            );
            let Some(yol) = klasor.as_ref().map(|k| k.join(ad)) else { continue };
            if std::fs::write(&yol, &o.resim).is_ok() {
                println!("      resim: {}", yol.display());
            }
        }
    }
    println!();
}

/// A name as a file name: every character but ASCII letters and digits an underscore.
fn dosya_adi(s: &str) -> String {
    s.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect()
}

/// Whether every mutant was caught (an `always` claim that holds on the lesson's model fails on
/// it) and every such claim is broken by some mutant; prints the verdicts when `yaz`.
pub fn kusurlar_yakalandi(sonuclar: &[DenetimSonucu], yaz: bool) -> bool {
    let her_zaman = |s: &&DenetimSonucu| s.denetim.tur == "her zaman";
    // the lesson's own model: the claim holds, or (a finding) the depth of its shortest
    // counterexample
    let gercek = |ders: &str, ozellik: &str| {
        sonuclar
            .iter()
            .filter(|s| {
                let d = &s.denetim;
                d.kusur.is_none() && d.ders == ders && d.ozellik == ozellik
            })
            .filter(her_zaman)
            .map(|s| s.karsi_ornek.as_ref().map(|o| o.derinlik))
            .next()
    };
    let tutan = |d: &DenetimKaydi| gercek(&d.ders, &d.ozellik) == Some(None);
    // a mutant breaks a claim when it fails on the mutant where it holds on the model, or with
    // a shorter counterexample than the model's own
    let bozar =
        |s: &DenetimSonucu| match (gercek(&s.denetim.ders, &s.denetim.ozellik), &s.karsi_ornek) {
            (Some(None), Some(_)) => true,
            (Some(Some(d)), Some(o)) => o.derinlik < d,
            _ => false,
        };
    let mut tamam = true;
    let mut kusurlar: Vec<(&str, &str, &str)> = sonuclar
        .iter()
        .map(|s| &s.denetim)
        .filter_map(|d| d.kusur.as_deref().map(|k| (d.ders.as_str(), d.kontrol.as_str(), k)))
        .collect();
    kusurlar.dedup();
    let mut yakalayan: Vec<(&str, &str)> = Vec::new();
    for (ders, kontrol, kusur) in kusurlar {
        let bozulan: Vec<&str> = sonuclar
            .iter()
            .filter(|s| {
                let d = &s.denetim;
                d.ders == ders && d.kontrol == kontrol && d.kusur.as_deref() == Some(kusur)
            })
            .filter(|s| her_zaman(s) && bozar(s))
            .map(|s| s.denetim.ozellik.as_str())
            .collect();
        yakalayan.extend(bozulan.iter().map(|o| (ders, *o)));
        if yaz {
            match bozulan.is_empty() {
                true => println!("kusur {ders}/{kusur}: YAKALANMADI"),
                false => println!("kusur {ders}/{kusur}: yakalandı ({})", bozulan.join(", ")),
            }
        }
        tamam &= !bozulan.is_empty();
    }
    for d in sonuclar.iter().map(|s| &s.denetim).filter(|d| d.kusur.is_none() && tutan(d)) {
        if !yakalayan.contains(&(d.ders.as_str(), d.ozellik.as_str())) {
            if yaz {
                println!(
                    "özellik {}/{}: hiçbir kusur bozamadı (boş bir özellik olabilir)",
                    d.ders, d.ozellik
                );
            }
            tamam = false;
        }
    }
    tamam
}

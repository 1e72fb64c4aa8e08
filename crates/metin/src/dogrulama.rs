//! `cargo xtask verify --metin`: the lesson texts checked. In each text (collected by
//! [`crate::toplama`]), every printed program output is compared with what the Rust program
//! prints for the K01 figures of `crates/k01`; a broken claim is placed at the section heading
//! it belongs to ([`crate::yerlestirme`]); the K01 figures copied into the text's JavaScript are
//! compared with `crates/k01` ([`crate::k01`]); and, where node runs, the text's own programs are
//! run (their output against the output printed under them) and its model's `kosum` is compared
//! with the port's. The report is [`crate::rapor`]'s; `accept --metin` is
//! [`crate::yenileme`]'s.

use crate::girdi::{KARSILASTIRMA, MetinGirdisi};
use crate::js::{self, Klasor};
use crate::k01::k01_satirlari;
use crate::okuma::{self, CiktiYeri, DersMetni, KodBlogu};
use crate::rapor::*;
use crate::toplama::{Okunan, metinleri_topla, oku};
use crate::yerlestirme::bolumleri_yerlestir;

/// Checks the texts of `g.yollar`.
pub fn denetle(g: &MetinGirdisi) -> MetinRaporu {
    let bas = std::time::Instant::now();
    let (metinler, atlanan, hatalar) = metinleri_topla(g.yollar);
    let node = g.node && js::node_var();
    let mut rapor = MetinRaporu { atlanan, hatalar, node, ..MetinRaporu::default() };
    for (metin, ders) in &metinler {
        rapor.metinler.push(metni_denetle(&oku(metin, ders, g.ciktilar), g, node));
    }
    rapor.sure_ms = bas.elapsed().as_millis() as u64;
    rapor
}

pub(crate) fn metni_denetle(o: &Okunan, g: &MetinGirdisi, node: bool) -> MetinSonucu {
    let m = o.metin;
    let mut s = MetinSonucu {
        yol: m.yol.clone(),
        ders: o.ders.clone(),
        kodlar: o.bloklar.iter().map(|b| (b.dosya.clone(), b.bas + 1, b.son + 1)).collect(),
        ..MetinSonucu::default()
    };
    let mut disari: Vec<(usize, usize)> = o.bloklar.iter().map(|b| (b.bas, b.son)).collect();
    for (program, bulunan) in &o.programlar {
        let (b, yer) = match bulunan {
            Ok(x) => x,
            Err(e) => {
                s.eksikler.push(e.clone());
                continue;
            }
        };
        let cikti = &g.ciktilar[&(o.ders.clone(), program.clone())];
        let durum = match yer {
            CiktiYeri::Tek(a, z) => {
                disari.push((*a, *z));
                let farklar = satir_farklari(m, *a, *z, cikti);
                if farklar.is_empty() {
                    CiktiDurumu::Ayni(a + 1, z + 1)
                } else {
                    CiktiDurumu::Eski { bas: a + 1, son: z + 1, farklar, yeni: cikti.clone() }
                }
            }
            CiktiYeri::Yok => {
                let aday = m.cikti_adayi(b.son);
                let (a, z) = aday.unwrap_or((b.son + 1, b.son));
                let yeni: String = cikti.lines().map(|s| okuma::maskele(s) + "\n").collect();
                let eski = DersMetni::yeni(
                    &m.yol,
                    &(a..=z).map(|i| okuma::maskele(m.satir(i)) + "\n").collect::<String>(),
                );
                let ilk_fark =
                    satir_farklari(&eski, 0, (z + 1).saturating_sub(a).saturating_sub(1), &yeni)
                        .into_iter()
                        .next()
                        .map(|f| SatirFarki { satir: f.satir + a, ..f })
                        .unwrap_or(SatirFarki {
                            satir: a + 1,
                            metinde: String::new(),
                            programda: String::new(),
                        });
                CiktiDurumu::Bulunamadi { ilk_fark, aday: aday.map(|(a, z)| (a + 1, z + 1)) }
            }
            CiktiYeri::Belirsiz(yerler) => {
                CiktiDurumu::Belirsiz(yerler.iter().map(|y| y + 1).collect())
            }
        };
        s.ciktilar.push(CiktiSonucu {
            program: program.clone(),
            kod: (b.bas + 1, b.son + 1),
            durum,
        });
    }
    bolumleri_yerlestir(m, &disari, g, &mut s);
    s.k01 = k01_satirlari(m, &o.bloklar);
    if node {
        kodu_kos(o, &mut s);
    }
    s
}

/// Runs the text's code with node: each program against its printed output, the model's
/// `kosum` against the port's.
pub(crate) fn kodu_kos(o: &Okunan, s: &mut MetinSonucu) {
    let k = match Klasor::yaz(o.metin, &o.bloklar) {
        Ok(k) => k,
        Err(e) => return s.js.push(JsSonucu::Calismadi(String::new(), e)),
    };
    for (program, bulunan) in &o.programlar {
        let Ok((b, yer)) = bulunan else { continue };
        let CiktiYeri::Tek(a, z) = yer else {
            s.js.push(JsSonucu::Calismadi(
                program.clone(),
                "karşılaştırılmadı: basılı çıktısı bulunamadı".into(),
            ));
            continue;
        };
        s.js.push(match k.calistir(b) {
            Ok(cikti) => {
                let farklar = satir_farklari(o.metin, *a, *z, &cikti);
                if farklar.is_empty() {
                    JsSonucu::Ayni(program.clone())
                } else {
                    JsSonucu::Farkli(program.clone(), farklar)
                }
            }
            Err(e) => JsSonucu::Calismadi(program.clone(), e),
        });
    }
    let modeller: Vec<&KodBlogu> = o.bloklar.iter().filter(|b| js::model_mi(o.metin, b)).collect();
    let [model] = modeller.as_slice() else {
        s.eksikler.push(format!(
            "`export function kosum` içeren tek bir `{}/….mjs` kod bloğu aranırken {} bulundu",
            o.ders,
            modeller.len()
        ));
        return;
    };
    let Some(ders) = dersler::bul(&o.ders) else { return };
    let secenekler =
        js::eksiltilmis(ders.secenek_ornekleri(KARSILASTIRMA), |s| ders.kosum_json(s).is_ok());
    let mut kar = KosumKarsilastirmasi {
        model: model.dosya.clone(),
        denenen: secenekler.len(),
        ..Default::default()
    };
    match k.kosum(model, &secenekler) {
        Err(e) => kar.hata = Some(e),
        Ok(sonuclar) => {
            for (secenek, js) in secenekler.iter().zip(&sonuclar) {
                let port =
                    ders.kosum_json(secenek).unwrap_or_else(|e| serde_json::json!({ "hata": e }));
                let farklar = js::farklar(js, &port);
                if !farklar.is_empty() {
                    kar.farkli += 1;
                    if kar.ornekler.len() < 3 {
                        let f: Vec<String> = farklar
                            .iter()
                            .map(|(a, m, p)| format!("{a}: metinde {m}, portta {p}"))
                            .collect();
                        kar.ornekler.push(format!("{secenek}: {}", f.join("; ")));
                    }
                }
            }
        }
    }
    s.kosum = Some(kar);
}

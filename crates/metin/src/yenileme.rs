//! `accept --metin`: the stale printed outputs of the texts rewritten in place, and nothing
//! else.

use crate::girdi::Ciktilar;
use crate::okuma::CiktiYeri;
use crate::rapor::*;
use crate::toplama::{metinleri_topla, oku};
use std::path::PathBuf;

/// Rewrites the stale printed outputs of the texts of `yollar` in place with the programs'
/// outputs; nothing else changes. A text with an output whose place is not certain (not found,
/// or found twice) is not written. Returns what changed, and what was refused.
pub fn yenile(yollar: &[PathBuf], ciktilar: &Ciktilar) -> (Vec<String>, Vec<String>) {
    let (metinler, _, mut reddedilen) = metinleri_topla(yollar);
    let mut degisen = Vec::new();
    for (metin, ders) in metinler {
        let o = oku(&metin, &ders, ciktilar);
        let mut yazilacak = Vec::new();
        let mut kesin = true;
        for (program, bulunan) in &o.programlar {
            match bulunan {
                Ok((_, CiktiYeri::Tek(a, z))) => {
                    let cikti = &ciktilar[&(ders.clone(), program.clone())];
                    if metin.parca(*a, *z) != *cikti {
                        yazilacak.push((*a, *z, cikti.clone(), program.clone()));
                    }
                }
                Ok((b, CiktiYeri::Yok)) => {
                    kesin = false;
                    reddedilen.push(format!(
                        "{}: {ders} {program} çıktısı {}. satırdaki kodundan sonra biçimiyle bulunamadı",
                        ad(&metin.yol),
                        b.bas + 1
                    ));
                }
                Ok((_, CiktiYeri::Belirsiz(y))) => {
                    kesin = false;
                    let y: Vec<String> = y.iter().map(|y| (y + 1).to_string()).collect();
                    reddedilen.push(format!(
                        "{}: {ders} {program} çıktısının biçimi birden çok yerde var (satır {}); yeri belirsiz",
                        ad(&metin.yol),
                        y.join(", ")
                    ));
                }
                Err(e) => {
                    kesin = false;
                    reddedilen.push(format!("{}: {e}", ad(&metin.yol)));
                }
            }
        }
        if !kesin || yazilacak.is_empty() {
            continue;
        }
        let mut yeni = metin.clone();
        // from the end, so earlier line numbers stay
        yazilacak.sort_by_key(|y| std::cmp::Reverse(y.0));
        for (a, z, cikti, program) in &yazilacak {
            let farkli = satir_farklari(&metin, *a, *z, cikti).len();
            yeni.degistir(*a, *z, cikti);
            degisen.push(format!(
                "{}:{}-{} ({ders} {program} çıktısı, {farkli} satır değişti)",
                ad(&metin.yol),
                a + 1,
                z + 1
            ));
        }
        if let Err(e) = std::fs::write(&metin.yol, yeni.icerik()) {
            reddedilen.push(format!("{}: yazılamadı: {e}", ad(&metin.yol)));
        }
    }
    (degisen, reddedilen)
}

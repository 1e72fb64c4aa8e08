//! The lessons' invariants over their full parameter grids (every option set within bounds):
//! per invariant the sets checked, the time and the verdict; for each violation the smallest
//! counterexample with its round-by-round account.

use ders::degismez::Boy;
use dersler::DersKaydi;
use std::time::Duration;

fn saniye(d: Duration) -> String {
    format!("{:.2} s", d.as_secs_f64())
}

/// Runs one lesson's grid of size `boy` and prints it; returns whether every invariant came
/// out as documented (the findings of docs/bulgular.md break, nothing else does).
pub fn ders(d: &dyn DersKaydi, boy: Boy, is_parcacigi: usize) -> bool {
    let t = d.tara(boy, is_parcacigi);
    let hiz = t.kume as f64 / t.sure.as_secs_f64().max(1e-9);
    println!(
        "{}: {} seçenek kümesi, {} ({:.0} küme/s, {is_parcacigi} iş parçacığı)",
        d.ad(),
        t.kume,
        saniye(t.sure),
        hiz
    );
    let mut beklendigi_gibi = true;
    for s in &t.sonuclar {
        let bulgu = d.bulgular().contains(&s.ad);
        let karar = match (&s.karsi_ornek, bulgu) {
            (None, false) => "tamam",
            (Some(_), true) => "İHLAL (bilinen bulgu, docs/bulgular.md)",
            (Some(_), false) => "İHLAL (YENİ)",
            (None, true) => "TUTUYOR ama bulgu olarak kayıtlı",
        };
        beklendigi_gibi &= s.karsi_ornek.is_some() == bulgu;
        println!("  {:<48} {:>9} küme {:>8}  {karar}", s.ad, s.denenen, saniye(s.sure));
        println!("      {}", s.anlam);
        if let Some((k, neden)) = &s.karsi_ornek {
            println!("      en küçük karşı örnek: {}", k.secenek);
            println!("      neden: {neden}");
            for satir in &k.anlatim {
                println!("        {satir}");
            }
        }
    }
    println!();
    beklendigi_gibi
}

//! The `--metin` report printed: per text what was found, then every problem with its file and
//! lines.

use crate::rapor::*;

/// Prints the report: per text what was found, then every problem with its file and lines.
pub fn yazdir(r: &MetinRaporu) {
    for m in &r.metinler {
        let dosya = ad(&m.yol);
        bulunani_yaz(m, &dosya, r.node);
        sorunlari_yaz(m, &dosya);
    }
    for a in &r.atlanan {
        println!("  atlandı (ders metni değil): {}", a.display());
    }
    for h in &r.hatalar {
        println!("  METİN HATASI: {h}");
    }
    if !r.node {
        println!("  (node yok: metinlerin JavaScript'i çalıştırılmadı, portla karşılaştırılmadı)");
    }
    println!(
        "  {} ders metni {:.1} s'de denetlendi: {}",
        r.metinler.len(),
        r.sure_ms as f64 / 1000.0,
        if r.temiz() { "tamam" } else { "SORUN VAR (yukarıda)" }
    );
}

/// What was found in text `m`: its code blocks, printed outputs, claim sections, K01 lines
/// and, where node ran (`node`), what its code printed.
fn bulunani_yaz(m: &MetinSonucu, dosya: &str, node: bool) {
    println!("  metin {dosya} ({}):", m.ders);
    let kodlar = virgullerle(&m.kodlar, |(d, a, z)| format!("{d} satır {a}-{z}"));
    println!("    kod blokları: {kodlar}");
    let ciktilar = virgullerle(&m.ciktilar, |c| match &c.durum {
        CiktiDurumu::Ayni(a, z) => format!("{} satır {a}-{z} aynı", c.program),
        CiktiDurumu::Eski { bas, son, .. } => format!("{} satır {bas}-{son} ESKİ", c.program),
        CiktiDurumu::Bulunamadi { .. } => format!("{} BULUNAMADI", c.program),
        CiktiDurumu::Belirsiz(_) => format!("{} BELİRSİZ", c.program),
    });
    println!("    basılı çıktılar: {ciktilar}");
    let bolumler = virgullerle(&m.bolumler, |b| {
        let not = if b.basliksiz { ", dersin girişi" } else { "" };
        format!("{} → «{}» (satır {}{not})", b.ad, b.baslik, b.satir)
    });
    println!("    iddia bölümleri: {bolumler}");
    let k01 = virgullerle(&m.k01, |k| {
        let durum = if k.ayni() { "K01'le aynı" } else { "K01'DEN FARKLI" };
        format!("satır {} {} = {} {durum}", k.satir, k.kod, sayilari_yaz(&k.metinde))
    });
    println!("    koddaki K01 sayıları: {}", if k01.is_empty() { "yok" } else { &k01 });
    if node {
        let js = virgullerle(&m.js, |j| match j {
            JsSonucu::Ayni(p) => format!("{p}.mjs basılı çıktıyı basıyor"),
            JsSonucu::Farkli(p, _) => format!("{p}.mjs BAŞKA ÇIKTI BASIYOR"),
            JsSonucu::Calismadi(p, _) => format!("{p}.mjs KARŞILAŞTIRILAMADI"),
        });
        println!("    metnin kodu (node): {js}");
        if let Some(k) = &m.kosum {
            println!(
                "    metnin kosum'u ({}) portla: {} seçenek kümesinde {} farklı",
                k.model, k.denenen, k.farkli
            );
        }
    }
}

/// Every problem of text `m`, with its file and lines.
fn sorunlari_yaz(m: &MetinSonucu, dosya: &str) {
    for e in &m.eksikler {
        println!("  EKSİK BLOK: {dosya}: {e}");
    }
    for c in &m.ciktilar {
        match &c.durum {
            CiktiDurumu::Ayni(..) => {}
            CiktiDurumu::Eski { bas, son, farklar, .. } => {
                println!(
                    "  ESKİ ÇIKTI: {dosya}:{bas}-{son} ({} {} çıktısı, K01'in bugünkü sayılarıyla), {} satır farklı:",
                    m.ders,
                    c.program,
                    farklar.len()
                );
                farklari_yaz(farklar, "metinde", "programda");
            }
            CiktiDurumu::Bulunamadi { ilk_fark, aday } => {
                println!(
                    "  ÇIKTI BULUNAMADI: {dosya}: {} {} çıktısı, {}-{}. satırlardaki kodundan sonra biçimiyle aranıp bulunamadı.",
                    m.ders, c.program, c.kod.0, c.kod.1
                );
                match aday {
                    Some((a, z)) => println!(
                        "    Yerinde {a}-{z}. satırlar duruyor; biçimleri ilk kez {}. satırda ayrılıyor (sayılar # ile). accept --metin bu metni yazmaz:",
                        ilk_fark.satir
                    ),
                    None => println!(
                        "    Kodundan sonra çıktıya benzeyen satır yok. Aranan ilk satır (sayılar # ile):"
                    ),
                }
                farklari_yaz(std::slice::from_ref(ilk_fark), "metinde", "aranan");
            }
            CiktiDurumu::Belirsiz(y) => println!(
                "  BELİRSİZ ÇIKTI: {dosya}: {} {} çıktısının biçimi birden çok yerde: satır {y:?}",
                m.ders, c.program
            ),
        }
    }
    for b in &m.bozuk_iddialar {
        let p = b.paragraf.map(|n| format!(", {n}. paragraf")).unwrap_or_default();
        println!("  BOZUK İDDİA: {dosya}:{} «{}» bölümü{p}: {}", b.satir, b.baslik, b.ad);
        if let Some(c) = &b.cumle {
            println!("      cümle: «{c}»");
        }
    }
    for k in m.k01.iter().filter(|k| !k.ayni()) {
        println!(
            "  KOD K01'DEN FARKLI: {dosya}:{} {}: kodda {}, crates/k01'de {} (kodu yazar düzeltir; accept --metin kodu değiştirmez)",
            k.satir,
            k.kod,
            sayilari_yaz(&k.metinde),
            sayilari_yaz(&k.k01de)
        );
    }
    for j in &m.js {
        match j {
            JsSonucu::Ayni(_) => {}
            JsSonucu::Farkli(p, farklar) => {
                println!(
                    "  METNİN KODU BASILI ÇIKTISIYLA TUTARSIZ: {dosya}: {p}.mjs node'da {} satırda başka basıyor:",
                    farklar.len()
                );
                farklari_yaz(farklar, "metinde", "node'da");
            }
            JsSonucu::Calismadi(p, e) => {
                println!("  METNİN KODU KARŞILAŞTIRILAMADI: {dosya}: {p}.mjs: {e}")
            }
        }
    }
    if let Some(k) = m.kosum.as_ref().filter(|k| k.farkli > 0 || k.hata.is_some()) {
        match &k.hata {
            Some(e) => println!("  METNİN KOSUM'U ÇALIŞMADI: {dosya}: {}: {e}", k.model),
            None => println!(
                "  METNİN KODU PORTLA UYUŞMUYOR: {dosya}: {} kosum'u {} seçenek kümesinin {}'inde Rust'tan farklı; ilkleri:",
                k.model, k.denenen, k.farkli
            ),
        }
        for o in &k.ornekler {
            println!("      {o}");
        }
    }
}

/// Up to a dozen differing lines, each as the text has it (`sol`) and as the other side (`sag`).
pub(crate) fn farklari_yaz(farklar: &[SatirFarki], sol: &str, sag: &str) {
    for f in farklar.iter().take(12) {
        println!("    {:>4} {sol:<9}|{}", f.satir, f.metinde);
        println!("    {:>4} {sag:<9}|{}", "", f.programda);
    }
    if farklar.len() > 12 {
        println!("    … {} satır daha", farklar.len() - 12);
    }
}

/// Numbers as the report writes them: one bare, several in brackets.
pub(crate) fn sayilari_yaz(s: &[f64]) -> String {
    if let [x] = s { x.to_string() } else { format!("[{}]", virgullerle(s, f64::to_string)) }
}

/// Each of `ogeler` written by `yaz`, joined by commas.
fn virgullerle<T>(ogeler: &[T], yaz: impl FnMut(&T) -> String) -> String {
    ogeler.iter().map(yaz).collect::<Vec<_>>().join(", ")
}

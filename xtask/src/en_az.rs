//! `<!-- uret: en-az DERS -->`: a lesson page's table of how many faults it takes, from the
//! fewest faults `docs/kesif.json` keeps (`enAz`, written by `cargo xtask kesif -- --yaz`): a
//! row per claim in the lesson's words, a column per design of its first table, a cell the
//! fewest faults with the first minimal timing as a panel link, or none within the bounds.
//! Under it, one sentence per design and one per claim the designs answer differently, all
//! from the table, and the method line: each column's bounds and what one fault is. No search
//! runs here.

use arama::kayit::{Boy, DOSYA, EnAzKaydi, EnAzSonucu};

/// What a claim's fewest faults do: break it (a claim of every state) or show it (of some).
fn ne(k: &EnAzKaydi) -> &'static str {
    if k.tur == "bazen" { "görülmesine" } else { "bozulmasına" }
}

/// A cell: the fewest faults, the first minimal timing replayed in the page's panel and how
/// many minimal timings there are; or none; with the label of a claim the design does not make.
fn hucre(k: &EnAzKaydi) -> String {
    let mut h = match k.sonuc {
        EnAzSonucu::KararVerilemez => "bu sınırlarla karar verilemez".to_string(),
        EnAzSonucu::Hicbiri => "sınırlar içinde hiçbiri".to_string(),
        EnAzSonucu::Bulundu => format!(
            "**{}** · [`{}`](#{}) · {}{} sıra",
            k.ariza.unwrap_or_default(),
            k.yazili.as_deref().unwrap_or_default(),
            k.parca.as_deref().unwrap_or_default(),
            k.sayi.unwrap_or_default(),
            if k.tavan { " ya da daha çok" } else { "" }
        ),
    };
    if !k.iddia_edilir {
        h += " · *bu sütunda iddia edilmez*";
    }
    h
}

/// `en-az DERS`: the table, its sentences and its method line.
pub fn tablo(ders: &str) -> Result<String, String> {
    dersler::bul(ders).ok_or_else(|| format!("'{ders}' diye bir ders yok"))?;
    let hepsi = arama::kayit::en_az_oku(&crate::cargo::kok())?;
    let tam: Vec<&EnAzKaydi> =
        hepsi.iter().filter(|k| k.boy == Boy::Tam && k.ders == ders).collect();
    if tam.is_empty() {
        return Err(format!("{DOSYA}: '{ders}' için en az arıza sonucu yok"));
    }
    let mut tasarimlar: Vec<(&str, &str)> = Vec::new();
    let mut iddialar: Vec<(&str, &str, &str)> = Vec::new();
    for k in &tam {
        if !tasarimlar.iter().any(|(t, _)| *t == k.tasarim) {
            tasarimlar.push((&k.tasarim, &k.kontrol));
        }
        if !iddialar.iter().any(|(o, _, _)| *o == k.ozellik) {
            iddialar.push((&k.ozellik, &k.anlam, ne(k)));
        }
    }
    let bul = |t: &str, o: &str| bul(&tam, t, o);
    let mut m = String::from("| özellik |");
    for (t, _) in &tasarimlar {
        m += &format!(" {t} |");
    }
    m += "\n|---|";
    m += &"---|".repeat(tasarimlar.len());
    m += "\n";
    for (o, anlam, ne) in &iddialar {
        m += &format!("| {anlam} (*{ne}*) |");
        for (t, _) in &tasarimlar {
            m += &format!(" {} |", hucre(bul(t, o)?));
        }
        m += "\n";
    }
    // the table says each result once; its reading design by design and claim by claim, and the
    // method, are folded under it
    m += "\n<details class=\"katlanir\"><summary>Tablonun okunuşu: tasarım tasarım, özellik \
          özellik</summary>\n\n";
    m += &tasarim_cumleleri(&tam, &tasarimlar);
    m += &fark_cumleleri(&tam, &tasarimlar, &iddialar)?;
    m += "\n</details>\n\n<details class=\"katlanir\"><summary>Yöntem</summary>\n";
    let sinirlar: Vec<String> = tasarimlar.iter().map(|(t, k)| format!("*{t}*: {k}")).collect();
    m += &format!(
        "\nYöntem: her sütun kendi yapılandırmasında, sınırları içindeki her arıza sırasıyla \
         aranır ({}; `cargo xtask kesif`). Arama durumları en az arızayla ulaşılandan başlayarak \
         yerleştirir: bir sayı bildirildiğinde daha az arızalı her arıza sırası denenmiştir, \
         yani sayı en azdır. Birim: {}. Parantezdeki sınırların ötesi aranmaz; \
         \"sınırlar içinde hiçbiri\" o sınırlar içindir. Sıra sayısı, özelliğin bozulduğu ya da \
         göründüğü noktaya dek arızalarıyla sayılan farklı en az arızalı arıza sıralarıdır; \
         bağlantı bunların ilkini (en az adımlı, sonra modelin seçim sırasıyla ilk) panelde \
         açar.\n",
        sinirlar.join("; "),
        crate::programlar::bilgi(ders).map_err(|e| e.to_string())?.ariza_birimi
    );
    m += "\n</details>\n";
    Ok(m)
}

/// One sentence per design of `tasarimlar` (name, configuration), of the claims it makes
/// among the kept results `tam`.
fn tasarim_cumleleri(tam: &[&EnAzKaydi], tasarimlar: &[(&str, &str)]) -> String {
    let mut m = String::new();
    for (t, _) in tasarimlar {
        let bu: Vec<&&EnAzKaydi> =
            tam.iter().filter(|k| k.tasarim == *t && k.iddia_edilir).collect();
        let yeten: Vec<&&&EnAzKaydi> =
            bu.iter().filter(|k| k.sonuc == EnAzSonucu::Bulundu).collect();
        let yetmeyen = bu.iter().filter(|k| k.sonuc == EnAzSonucu::Hicbiri).count();
        let mut c = format!("*{t}* tasarımı (iddia ettiği {} özellik): ", bu.len());
        match yeten.iter().filter_map(|k| k.ariza).min() {
            Some(en_az) => {
                let enler: Vec<String> = yeten
                    .iter()
                    .filter(|k| k.ariza == Some(en_az))
                    .map(|k| format!("«{}»", k.anlam))
                    .collect();
                c += &format!(
                    "bir arıza sırası {} özelliği bozmaya ya da göstermeye yeter, en azı {en_az} \
                     arızayla ({})",
                    yeten.len(),
                    birlestir(&enler)
                );
                if yetmeyen > 0 {
                    c += &format!(
                        "; {yetmeyen} özelliğe sınırlar içinde hiçbir arıza sırası yetmez"
                    );
                }
            }
            None => {
                c += "sınırlar içinde hiçbir arıza sırası hiçbir özelliği bozmaz ya da göstermez"
            }
        }
        m += &format!("- {c}.\n");
    }
    m
}

/// One sentence per claim of `iddialar` (name, meaning, kind) the designs answer differently:
/// the lesson's comparison.
fn fark_cumleleri(
    tam: &[&EnAzKaydi],
    tasarimlar: &[(&str, &str)],
    iddialar: &[(&str, &str, &str)],
) -> Result<String, String> {
    let mut m = String::new();
    for (o, anlam, ne) in iddialar {
        let satir: Vec<&EnAzKaydi> =
            tasarimlar.iter().map(|(t, _)| bul(tam, t, o)).collect::<Result<_, _>>()?;
        if satir.iter().all(|k| (k.sonuc, k.ariza) == (satir[0].sonuc, satir[0].ariza)) {
            continue;
        }
        let mut sayilar: Vec<u32> = satir.iter().filter_map(|k| k.ariza).collect();
        sayilar.sort_unstable();
        sayilar.dedup();
        let yeten: Vec<String> = sayilar
            .iter()
            .map(|n| {
                let adlar: Vec<&str> = satir
                    .iter()
                    .filter(|k| k.ariza == Some(*n))
                    .map(|k| k.tasarim.as_str())
                    .collect();
                format!("{} {n} arıza", tasarimda(&adlar))
            })
            .collect();
        let yetmeyen: Vec<&str> = satir
            .iter()
            .filter(|k| k.sonuc == EnAzSonucu::Hicbiri)
            .map(|k| k.tasarim.as_str())
            .collect();
        let mut c = format!("«{anlam}» {ne}: ");
        if !yeten.is_empty() {
            c += &format!("{} yeter", birlestir(&yeten));
        }
        if !yetmeyen.is_empty() {
            if !yeten.is_empty() {
                c += "; ";
            }
            c += &format!("{} sınırlar içinde hiçbir arıza sırası yetmez", tasarimda(&yetmeyen));
        }
        m += &format!("- {c}.\n");
    }
    Ok(m)
}

/// Design `t`'s result for claim `o` among the kept results `tam`.
fn bul<'a>(tam: &[&'a EnAzKaydi], t: &str, o: &str) -> Result<&'a EnAzKaydi, String> {
    tam.iter().find(|k| k.tasarim == t && k.ozellik == o).copied().ok_or_else(|| {
        let ders = tam.first().map_or("", |k| k.ders.as_str());
        format!("{DOSYA}: {ders} / {t} / {o} yok")
    })
}

/// `*a* tasarımında`, `*a* ve *b* tasarımlarında`.
fn tasarimda(adlar: &[&str]) -> String {
    let adlar: Vec<String> = adlar.iter().map(|a| format!("*{a}*")).collect();
    let ek = if adlar.len() == 1 { "tasarımında" } else { "tasarımlarında" };
    format!("{} {ek}", birlestir(&adlar))
}

/// `a`, `a ve b`, `a, b ve c`.
fn birlestir(parcalar: &[String]) -> String {
    match parcalar {
        [] => String::new(),
        [a] => a.clone(),
        [bas @ .., son] => format!("{} ve {son}", bas.join(", ")),
    }
}

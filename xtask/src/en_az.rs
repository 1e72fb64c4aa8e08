//! `<!-- uret: en-az DERS -->`: a lesson page's table of how many faults it takes, from the
//! fewest faults `docs/kesif.json` keeps (`enAz`, written by `cargo xtask kesif -- --yaz`): a
//! row per claim in the lesson's words, a column per design of its first table, a cell the
//! fewest faults with the first minimal timing as a panel link, or none within the bounds.
//! Under it, one sentence per design and one per claim the designs answer differently, all
//! from the table, and the method line: each column's bounds and what one fault is. No search
//! runs here.

use iddia::kayit::{Boy, DOSYA, EnAzKaydi, EnAzSonucu};

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
            if k.tavan { "en az " } else { "" },
            k.sayi.unwrap_or_default()
        ),
    };
    if !k.iddia_edilir {
        h += " · *bu sütunda iddia edilmez*";
    }
    h
}

/// `en-az DERS`: the table, its sentences and its method line.
pub fn tablo(ders: &str) -> Result<String, String> {
    let d = dersler::bul(ders).ok_or_else(|| format!("'{ders}' diye bir ders yok"))?;
    let hepsi = iddia::kayit::en_az_oku(&crate::cargo::kok())?;
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
    let bul = |t: &str, o: &str| {
        tam.iter()
            .find(|k| k.tasarim == t && k.ozellik == o)
            .ok_or_else(|| format!("{DOSYA}: {ders} / {t} / {o} yok"))
    };
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
    m += "\n";
    // one sentence per design
    for (t, _) in &tasarimlar {
        let bu: Vec<&&EnAzKaydi> = tam.iter().filter(|k| k.tasarim == *t).collect();
        let mut yeten: Vec<&&EnAzKaydi> =
            bu.iter().copied().filter(|k| k.sonuc == EnAzSonucu::Bulundu).collect();
        yeten.sort_by_key(|k| k.ariza);
        let yetmeyen = bu.iter().filter(|k| k.sonuc == EnAzSonucu::Hicbiri).count();
        let mut c = format!("*{t}* tasarımında");
        match yeten.first() {
            Some(k) => {
                c += &format!(
                    " {} özelliğin {} bir arıza sırası yeter; en azı {} arıza: «{}»",
                    yeten.len(),
                    if yeten.len() == 1 { "birine" } else { "her birine" },
                    k.ariza.unwrap_or_default(),
                    k.anlam
                );
                if yetmeyen > 0 {
                    c += &format!(
                        "; {yetmeyen} özelliğe sınırlar içinde hiçbir arıza sırası yetmez"
                    );
                }
            }
            None => c += " sınırlar içinde hiçbir özelliğe hiçbir arıza sırası yetmez",
        }
        m += &format!("- {c}.\n");
    }
    // one per claim the designs answer differently: the lesson's comparison
    for (o, anlam, ne) in &iddialar {
        let satir: Vec<&EnAzKaydi> =
            tasarimlar.iter().map(|(t, _)| bul(t, o).copied()).collect::<Result<_, _>>()?;
        let yeten: Vec<&&EnAzKaydi> =
            satir.iter().filter(|k| k.sonuc == EnAzSonucu::Bulundu).collect();
        let yetmeyen: Vec<String> = satir
            .iter()
            .filter(|k| k.sonuc == EnAzSonucu::Hicbiri)
            .map(|k| format!("*{}*", k.tasarim))
            .collect();
        if yeten.is_empty() || yetmeyen.is_empty() {
            continue;
        }
        let yeten: Vec<String> = yeten
            .iter()
            .map(|k| format!("*{}* tasarımında {} arıza", k.tasarim, k.ariza.unwrap_or_default()))
            .collect();
        m += &format!(
            "- «{anlam}» {ne}: {} yeter; {} tasarımında sınırlar içinde hiçbir arıza sırası \
             yetmez.\n",
            birlestir(&yeten),
            birlestir(&yetmeyen)
        );
    }
    let sinirlar: Vec<String> = tasarimlar.iter().map(|(t, k)| format!("*{t}*: {k}")).collect();
    m += &format!(
        "\nYöntem: her sütun kendi yapılandırmasında, sınırları içindeki her arıza sırasıyla \
         aranır ({}; `cargo xtask kesif`). Arama durumları en az arızayla ulaşılandan başlayarak \
         yerleştirir: bir sayı bildirildiğinde daha az arızalı her arıza sırası denenmiştir, \
         yani sayı en azdır. Birim: {}. Sütunun adında yazan sınırların ötesi aranmaz; \
         \"sınırlar içinde hiçbiri\" o sınırlar içindir. Sıra sayısı, özelliğin bozulduğu \
         noktaya dek arızalarıyla sayılan farklı en az arızalı arıza sıralarıdır; bağlantı \
         bunların ilkini (en az adımlı, sonra modelin seçim sırasıyla ilk) panelde açar.\n",
        sinirlar.join("; "),
        d.denetim().ariza_birimi
    );
    Ok(m)
}

/// `a`, `a ve b`, `a, b ve c`.
fn birlestir(parcalar: &[String]) -> String {
    match parcalar {
        [] => String::new(),
        [a] => a.clone(),
        [bas @ .., son] => format!("{} ve {son}", bas.join(", ")),
    }
}

//! The generated blocks cut from a listed run's output: the walk through a lesson's own runs
//! (`yuruyus DERS`), the claims that did not hold on its own timing (`iddialar DERS`), and the
//! chosen lines of any run (`secim KOMUT | PARCA`). [`crate::belge`] puts them in place.

use std::collections::HashMap;

/// `yuruyus DERS`: the walk through the lesson's own runs as a list, for a page read without
/// JavaScript or on paper: each stop where something changes, with its command, the story
/// lines that are new there (columns that tell a line alike named together), the first table's
/// figures that changed (the runs cut there) and the claims it decides. All from `olc --iz
/// --json`.
pub fn yuruyus(ders: &str, ciktilar: &HashMap<String, String>) -> Result<String, String> {
    let komut = format!("cargo run -q -p {ders} --bin olc -- --iz --json");
    let cikti =
        ciktilar.get(&komut).ok_or_else(|| format!("'{komut}' listede yok ya da çalışmadı"))?;
    let j: serde_json::Value = serde_json::from_str(cikti).map_err(|e| format!("{komut}: {e}"))?;
    let y = &j["yuruyus"];
    let yok = || format!("{komut}: yürüyüş yok");
    let metin_listesi = |v: &serde_json::Value| -> Vec<String> {
        v.as_array()
            .into_iter()
            .flatten()
            .map(|x| x.as_str().unwrap_or_default().to_string())
            .collect()
    };
    let (sutunlar, olculer) = (metin_listesi(&y["sutunlar"]), metin_listesi(&y["olculer"]));
    let duraklar = y["duraklar"].as_array().ok_or_else(yok)?;
    let kesen = y["kesen"].as_str().ok_or_else(yok)?;
    let mut m = format!(
        "Sayılar sütun sırasıyla: {}. Her durak, koşumların o noktada kesildiği hâlidir \
         (`olc --{kesen} N`).\n\n",
        sutunlar.join(" · ")
    );
    let rakam = |d: &serde_json::Value, k: usize| -> Vec<u64> {
        d["rakamlar"][k].as_array().into_iter().flatten().filter_map(|x| x.as_u64()).collect()
    };
    let mut son_satir: Vec<Option<String>> = vec![None; sutunlar.len()];
    for (i, d) in duraklar.iter().enumerate() {
        if d["rakamlar"].is_null() {
            m += "- (bütçenin ötesindeki duraklar listelenmez)\n";
            break;
        }
        if !d["degisir"].as_bool().unwrap_or(false) {
            continue;
        }
        m += &format!(
            "- **{}** (`--{kesen} {}`)\n",
            d["ad"].as_str().unwrap_or_default(),
            d["nokta"]
        );
        // the columns whose line is new here, those that tell it alike named together
        let mut yeni: Vec<(Vec<&str>, String)> = Vec::new();
        for (c, ad) in sutunlar.iter().enumerate() {
            let satir = d["sutunlar"][c]["satir"].as_str().map(String::from);
            if let Some(s) = satir.as_ref().filter(|_| satir != son_satir[c]) {
                match yeni.iter_mut().find(|(_, t)| t == s) {
                    Some((adlar, _)) => adlar.push(ad),
                    None => yeni.push((vec![ad], s.clone())),
                }
            }
            son_satir[c] = satir.or(son_satir[c].take());
        }
        for (adlar, satir) in yeni {
            m += &format!("  - {}: `{satir}`\n", adlar.join(" · "));
        }
        let degisen: Vec<String> = olculer
            .iter()
            .enumerate()
            .filter(|&(k, _)| match i {
                0 => rakam(d, k).iter().any(|&x| x > 0),
                _ => rakam(d, k) != rakam(&duraklar[i - 1], k),
            })
            .map(|(k, o)| {
                let r: Vec<String> = rakam(d, k).iter().map(u64::to_string).collect();
                format!("{o} {}", r.join(" · "))
            })
            .collect();
        if !degisen.is_empty() {
            m += &format!("  - sayılar: {}\n", degisen.join("; "));
        }
        for (c, ad) in sutunlar.iter().enumerate() {
            for g in d["sutunlar"][c]["degisenler"].as_array().into_iter().flatten() {
                let (anlam, durum) = (g["anlam"].as_str(), g["durum"].as_str());
                m += &format!(
                    "  - {ad}: {} — {}\n",
                    anlam.unwrap_or_default(),
                    durum.unwrap_or_default()
                );
            }
        }
    }
    Ok(m)
}

/// `iddialar DERS`: for the lesson's own timing, per column, each claim that did not hold
/// there, in the lesson's words (its meaning, never its identifier), the claims the column
/// makes first; where, and the single changes of the schedule after which it would have held.
/// That no single change would is said once per column. All from `olc --json`.
pub fn iddialar(ders: &str, ciktilar: &HashMap<String, String>) -> Result<String, String> {
    let komut = format!("cargo run -q -p {ders} --bin olc -- --json");
    let cikti =
        ciktilar.get(&komut).ok_or_else(|| format!("'{komut}' listede yok ya da çalışmadı"))?;
    let j: serde_json::Value = serde_json::from_str(cikti).map_err(|e| format!("{komut}: {e}"))?;
    let sutunlar =
        j["ozellikler"]["sutunlar"].as_array().ok_or(format!("{komut}: özellikler yok"))?;
    let mut metin = String::new();
    for s in sutunlar {
        let mut tutmayan: Vec<&serde_json::Value> = s["ozellikler"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|o| o["durum"] == "bozuldu")
            .collect();
        // the claims the column makes first, each kind in the run's order
        tutmayan.sort_by_key(|o| {
            let nokta = |i: usize| o["nokta"]["nokta"][i].as_u64().unwrap_or(u64::MAX);
            (o["iddiaEdilir"] != true, nokta(0), nokta(1))
        });
        if tutmayan.is_empty() {
            continue;
        }
        metin += &format!("- *{}* sütunu:\n", s["sutun"].as_str().unwrap_or_default());
        let (mut cevrilmeyen, toplam) = (0, tutmayan.len());
        for o in tutmayan {
            let karar = if o["iddiaEdilir"] == true {
                "bozuldu"
            } else {
                "tutmadı (bu sütunda iddia edilmez)"
            };
            metin += &format!(
                "  - {}: {} — {karar}.",
                o["nokta"]["ad"].as_str().unwrap_or_default(),
                o["anlam"].as_str().unwrap_or_default(),
            );
            let cevirenler =
                o["cevirenler"].as_array().ok_or(format!("{komut}: tek değişiklikler aranmadı"))?;
            if cevirenler.is_empty() {
                cevrilmeyen += 1;
                metin += "\n";
                continue;
            }
            let adlar: Vec<String> = cevirenler
                .iter()
                .map(|c| {
                    let parca = c["baglanti"].as_str().unwrap_or_default();
                    let parca = parca.split_once('#').map_or("", |(_, p)| p);
                    format!(
                        "`{}` {} ([panelde aç](#{parca}))",
                        c["hucre"].as_str().unwrap_or_default(),
                        c["deger"].as_str().unwrap_or_default()
                    )
                })
                .collect();
            let kac = if adlar.len() == 1 {
                "Tek bir değişiklikle tutardı"
            } else {
                "Şu tek değişikliklerin her biriyle tutardı"
            };
            metin += &format!(" {kac}: {}.\n", adlar.join(", "));
        }
        let ne = match (cevrilmeyen, toplam) {
            (0, _) => None,
            (1, 1) => Some("Bu özelliğin kararı"),
            (n, t) if n == t => Some("Bu özelliklerin hiçbirinin kararı"),
            (1, _) => Some("Yanında değişiklik yazılmayan özelliğin kararı"),
            _ => Some("Yanında değişiklik yazılmayan özelliklerin kararı"),
        };
        if let Some(ne) = ne {
            metin += &format!(
                "  - {ne} tek bir değişiklikle çevrilmez: arıza sırasının hiçbir tek hücresine \
                 bağlı değildir.\n"
            );
        }
    }
    if metin.is_empty() {
        metin = "Dersin arıza sırasında tutmayan özellik yok.\n".into();
    }
    Ok(metin)
}

/// `secim KOMUT | PARCA | PARCA ...`: the lines of a listed run's output that hold one of the
/// pieces, in output order; a piece ending in ` ...` takes the rest of its paragraph too.
pub fn secim(ne: &str, ciktilar: &HashMap<String, String>) -> Result<String, String> {
    let mut parcalar = ne.split(" | ");
    let komut = parcalar.next().unwrap_or_default().trim();
    let cikti =
        ciktilar.get(komut).ok_or_else(|| format!("'{komut}' listede yok ya da çalışmadı"))?;
    let satirlar: Vec<&str> = cikti.lines().collect();
    let mut secilen = vec![false; satirlar.len()];
    for parca in parcalar {
        let (parca, paragraf) = match parca.strip_suffix(" ...") {
            Some(p) => (p, true),
            None => (parca, false),
        };
        let i = satirlar
            .iter()
            .position(|s| s.contains(parca))
            .ok_or_else(|| format!("'{komut}' çıktısında '{parca}' yok"))?;
        secilen[i] = true;
        if paragraf {
            for (j, s) in satirlar.iter().enumerate().skip(i) {
                if s.trim().is_empty() {
                    break;
                }
                secilen[j] = true;
            }
        }
    }
    let govde: String =
        satirlar.iter().zip(&secilen).filter(|(_, s)| **s).map(|(l, _)| format!("{l}\n")).collect();
    Ok(format!("```text\n{govde}```\n"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secim_satirlari_ve_paragrafi_alir() {
        let k = "cargo run -q -p denetci --bin olc".to_string();
        let c = HashMap::from([(
            k.clone(),
            "baslik 1\n\nolcu\na 1\nb 2\n\n t  x\n 1  2\n 2  3\n\nson\n".into(),
        )]);
        let s = secim(&format!("{k} | a 1 | t  x ..."), &c).unwrap();
        assert_eq!(s, "```text\na 1\n t  x\n 1  2\n 2  3\n```\n");
        assert!(secim(&format!("{k} | yok"), &c).unwrap_err().contains("'yok' yok"));
        assert!(secim("cargo run -q -p x --bin olc | a", &c).is_err());
    }
}

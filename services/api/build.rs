// The web app is embedded from web/dist at compile time; make sure the folder exists so the
// server builds before the web app has been built (it then says so instead of serving it).
fn main() {
    let dist = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web/dist");
    if !dist.exists() {
        let _ = std::fs::create_dir_all(&dist);
    }
    println!("cargo:rerun-if-changed=../../web/dist");
}

/** What a download says when it cannot happen, in the spec's words. */
export const MISSING_TOKEN = "Token d'authentification manquant";
export const DOWNLOAD_FAILED = 'Erreur lors du téléchargement du track';
export const NO_FILE = 'Aucun fichier à télécharger pour ce morceau.';
export const FILE_UNAVAILABLE = 'Fichier non disponible sur le site';
export const ALREADY_DOWNLOADED =
  "Vous avez déjà téléchargé ce morceau. Pour le re-télécharger, vous devez l'acheter à nouveau.";
